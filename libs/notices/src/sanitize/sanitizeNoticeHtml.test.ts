import { describe, expect, it } from 'vitest';
import { dropEventHandlers, sanitizeNoticeHtml } from './sanitizeNoticeHtml';

/** Parsed back, so the checks look at what the browser would build, not at the spelling. */
function parsed(html: string) {
  const box = document.createElement('div');
  box.innerHTML = sanitizeNoticeHtml(html);
  return box;
}

const attributes = (box: Element) => [...box.querySelectorAll('*')].flatMap((el) => [...el.attributes]);

const payloads = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)><circle r=4 /></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<a href="javascript:alert(1)">a</a>',
  '<a href="JaVaScRiPt:alert(1)">b</a>',
  '<a href="java&#x09;script:alert(1)">c</a>',
  '<a href=" javascript:alert(1)">d</a>',
  '<a href="data:text/html,<script>alert(1)</script>">e</a>',
  '<a href="vbscript:msgbox(1)">f</a>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe src="https://planted.example/"></iframe>',
  '<div style="width: expression(alert(1)); background: url(https://planted.example/x)">g</div>',
  '<style>@import "https://planted.example/x.css"; body { background: red }</style>',
  '<form action="https://planted.example/"><input name="q"><button>go</button></form>',
  '<object data="https://planted.example/x.swf"></object><embed src="https://planted.example/x">',
  '<meta http-equiv="refresh" content="0;url=https://planted.example/">',
  '<base href="https://planted.example/"><link rel="stylesheet" href="https://planted.example/x.css">',
  '<details open ontoggle=alert(1)>h</details>',
  '<body onload=alert(1)>',
  '<p onclick="alert(1)" onmouseover="alert(1)">i</p>',
  '<img src="x" srcset="https://planted.example/1x.png 1x">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
];

describe('notice HTML', () => {
  it('keeps the operator’s text, lists, emphasis, links and pictures', () => {
    const box = parsed(
      '<h3>Weekend</h3><p>Get <strong>20%</strong> <em>more</em></p><ul><li>one</li></ul>' +
        '<a href="/promotion">promotion</a><img src="https://api.example/a.png" alt="banner">',
    );
    expect(box.querySelector('h3')?.textContent).toBe('Weekend');
    expect(box.querySelector('strong')?.textContent).toBe('20%');
    expect(box.querySelector('li')?.textContent).toBe('one');
    expect(box.querySelector('a')?.getAttribute('href')).toBe('/promotion');
    expect(box.querySelector('img')?.getAttribute('alt')).toBe('banner');
  });

  it.each(payloads)('leaves nothing that runs, submits, frames or styles: %s', (payload) => {
    const box = parsed(payload);
    expect(box.querySelector('script, iframe, frame, form, input, button, object, embed, svg, math, style')).toBeNull();
    expect(box.querySelector('meta, base, link, body')).toBeNull();
    for (const attribute of attributes(box)) {
      expect(attribute.name, payload).not.toMatch(/^on|^style$|^srcset$|^action$|^srcdoc$/i);
      expect(attribute.value, payload).not.toMatch(/^\s*(javascript|vbscript|data:text)/i);
      expect(attribute.value, payload).not.toContain('planted.example');
    }
  });

  it('opens links to other sites in a new tab that cannot reach back; its own links stay', () => {
    const box = parsed('<a href="https://other.example/x" target="_self" rel="opener">out</a><a href="/vip">in</a>');
    const [out, own] = [...box.querySelectorAll('a')];
    expect(out).toHaveAttribute('target', '_blank');
    expect(out).toHaveAttribute('rel', 'noopener noreferrer');
    expect(own).not.toHaveAttribute('target');
    expect(own).not.toHaveAttribute('rel');
  });

  it('keeps mailto and tel links', () => {
    const box = parsed('<a href="mailto:help@example.com">m</a><a href="tel:1323">t</a>');
    expect([...box.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      'mailto:help@example.com',
      'tel:1323',
    ]);
  });
});

describe('event handlers dropped before parsing (so the page’s CSP has nothing to refuse)', () => {
  it.each([
    ['<img src="data:," onerror="alert(1)">', '<img src="data:,">'],
    ['<svg onload=alert(1)><circle/></svg>', '<svg><circle/></svg>'],
    ['<svg/onload=alert(1)>', '<svg>'],
    ["<details open ontoggle='alert(1)'>d</details>", '<details open>d</details>'],
    ['<p title="a > b" onclick="x">t</p>', '<p title="a > b">t</p>'],
    ['<a href="/x"ONMOUSEOVER=x>a</a>', '<a href="/x">a</a>'],
    ['<p>on=1 and <b>bold</b> 2 < 3</p>', '<p>on=1 and <b>bold</b> 2 < 3</p>'],
    ['<p data-on="1" one="2">x</p>', '<p data-on="1">x</p>'],
  ])('%s', (html, expected) => {
    expect(dropEventHandlers(html)).toBe(expected);
  });
});
