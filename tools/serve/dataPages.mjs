import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The folder of a build with what rendering pages with their data takes (tools/vite-brand/renderDir.ts). */
export const RENDER_DIR = '_render';
/** The id of the JSON the page carries its answers in (@lobby/util's PAGE_ANSWERS_ID). */
export const PAGE_ANSWERS_ID = 'lobby-page-answers';
/** How long the API may take to answer a page's calls before the page goes out as the build wrote it. */
export const ANSWER_WAIT_MS = 1500;
/** How long one rendering stands for the same address: a page's lists change by the operator's hand, not per view. */
export const RENDERED_FRESH_MS = 5000;
/** Renderings kept (an address with its query is one), and renderings waiting at most: past that, the build's HTML. */
const KEPT = 200;
const WAITING = 8;

/**
 * Pages a build lets its server render with their data (a route's `dataInHtml`, issue 14): at each request the page's
 * first calls are answered by the API, the page rendered with the answers into the build's HTML in place of its
 * skeleton, and the answers carried with it, so the browser's first render (hydration) is that HTML and the page's
 * largest paint needs none of the site's code. Whatever goes wrong (the API slow, down or failing, a page that throws)
 * sends the build's HTML, as a static host would. Null for a build with no such page.
 */
export function createDataPages({ root, apiOrigin, fetchAnswer = fetchFrom(apiOrigin) }) {
  const dir = join(root, RENDER_DIR);
  if (!existsSync(join(dir, 'pages.json'))) return null;
  const pages = JSON.parse(readFileSync(join(dir, 'pages.json'), 'utf8'));
  let renderer;
  const render = () =>
    (renderer ??= import(pathToFileURL(join(dir, 'prerender.mjs')).href).then((module) =>
      module.createPrerenderer(module.brand),
    ));
  // Loaded now, not at the first visitor's request (it takes about a second).
  render().catch(() => undefined);
  const rendered = new Map();
  let waiting = 0;

  async function fill(html, address, page) {
    const result = await (await render())(address, { answers: fetchAnswer });
    if (result.kind !== 'page' || result.status !== 200 || !result.answers) return null;
    const built = html.toString();
    const at = built.indexOf(page.skeleton, built.indexOf('<div id="root"'));
    const end = built.lastIndexOf('</body>');
    if (at < 0 || end < 0) return null;
    // Data, never run (the CSP stays as it is); `<` escaped so no answer can close the element.
    const json = JSON.stringify(result.answers).replace(/</g, '\\u003c');
    const carried = `<script type="application/json" id="${PAGE_ANSWERS_ID}">${json}</script>\n`;
    return Buffer.from(
      built.slice(0, at) + result.html + built.slice(at + page.skeleton.length, end) + carried + built.slice(end),
    );
  }

  return {
    /** The HTML of `pathname` (with `search`) rendered with its data into `html` (the build's), or null. */
    async htmlFor(pathname, search, html) {
      const page = pages[pathname];
      if (!page) return null;
      const address = `${pathname}${search}`;
      const kept = rendered.get(address);
      if (kept && Date.now() - kept.at < RENDERED_FRESH_MS) return kept.html;
      // Renderings go one at a time (the prerenderer's store is one): a burst of new addresses gets the build's HTML.
      if (waiting >= WAITING) return null;
      waiting += 1;
      const filling = fill(html, address, page)
        .catch(() => null)
        .finally(() => {
          waiting -= 1;
        });
      rendered.delete(address);
      rendered.set(address, { at: Date.now(), html: filling });
      if (rendered.size > KEPT) rendered.delete(rendered.keys().next().value);
      return filling;
    },
  };
}

/** A GET of the API as the site's client makes it for a visitor, given up after ANSWER_WAIT_MS. */
function fetchFrom(apiOrigin) {
  return async (path) => {
    const response = await fetch(`${apiOrigin.replace(/\/$/, '')}${path}`, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(ANSWER_WAIT_MS),
    });
    return { status: response.status, body: await response.text() };
  };
}
