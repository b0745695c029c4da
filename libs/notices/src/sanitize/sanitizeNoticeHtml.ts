import DOMPurify from 'dompurify';

/**
 * Notice HTML comes from the operator's back office, so it is treated as hostile: an allow-list of text markup,
 * links and pictures survives; scripts, event handlers, styles (CSS `expression()`, `url()` beacons), forms, frames,
 * SVG and MathML do not. Links may only be http(s), mailto, tel or a path; a link to another site opens in a new tab
 * without access to this one (`noopener noreferrer`).
 */
const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'span',
  'div',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'blockquote',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];
const ALLOWED_ATTR = ['href', 'src', 'alt', 'title', 'width', 'height', 'colspan', 'rowspan'];
// A scheme among these, or none at all (a path): `javascript:`, `data:`, `vbscript:` and the rest are dropped.
const ALLOWED_URI_REGEXP = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

let purifier: ReturnType<typeof DOMPurify> | undefined;

function instance(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  // Its own instance, so these hooks never touch another user of DOMPurify on the page.
  purifier = DOMPurify(window);
  // Runs after the allow-list, so the operator cannot set target or rel; the site does.
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      const href = node.getAttribute('href');
      if (!href) return;
      const url = new URL(href, window.location.href);
      if (url.origin !== window.location.origin) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    }
    if (node.tagName === 'IMG') {
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
      node.setAttribute('referrerpolicy', 'no-referrer');
    }
  });
  return purifier;
}

/**
 * Drops `on…=` attributes from the markup's tags before any parser sees it. Not the sanitiser (DOMPurify is, and
 * removes them anyway): Chromium checks the page's CSP the moment it parses an event-handler attribute, even into
 * a detached copy, and would log a refused inline handler for each one a hostile notice carries. A tag is read as
 * the HTML tokenizer reads it: a name, then attributes separated by space or `/`, values quoted or bare, up to `>`.
 */
export function dropEventHandlers(html: string): string {
  let out = '';
  let i = 0;
  while (i < html.length) {
    const open = html.indexOf('<', i);
    if (open < 0 || !/[a-z]/i.test(html[open + 1] ?? '')) {
      if (open < 0) return out + html.slice(i);
      out += html.slice(i, open + 1);
      i = open + 1;
      continue;
    }
    let j = open + 1;
    while (j < html.length && !/[\s/>]/.test(html[j]!)) j++;
    out += html.slice(i, j); // "<tagname"
    while (j < html.length && html[j] !== '>') {
      const start = j;
      while (j < html.length && /[\s/]/.test(html[j]!)) j++;
      const nameStart = j;
      while (j < html.length && !/[\s/>=]/.test(html[j]!)) j++;
      const name = html.slice(nameStart, j);
      let k = j;
      while (k < html.length && /\s/.test(html[k]!)) k++;
      if (html[k] === '=') {
        k++;
        while (k < html.length && /\s/.test(html[k]!)) k++;
        const quote = html[k];
        if (quote === '"' || quote === "'") {
          const close = html.indexOf(quote, k + 1);
          k = close < 0 ? html.length : close + 1;
        } else while (k < html.length && !/[\s>]/.test(html[k]!)) k++;
        j = k;
      }
      if (!/^on/i.test(name)) out += html.slice(start, j);
      if (j === start) j++; // never stall on an odd character
    }
    i = j;
  }
  return out;
}

/** The operator's HTML with nothing left that runs, submits, frames or styles. */
export function sanitizeNoticeHtml(html: string): string {
  return instance().sanitize(dropEventHandlers(html), {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}
