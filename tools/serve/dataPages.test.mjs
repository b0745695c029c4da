import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_ANSWERS_ID, RENDER_DIR } from './dataPages.mjs';
import { createBrandServer } from './serve.mjs';

const skeleton = '<main><p class="skeleton">…</p></main>';
const page = (lang) =>
  `<!doctype html><html lang="${lang}"><meta name="lobby-api-url" content="" />` +
  `<div id="root" data-prerendered="/promotions">${skeleton}</div><div id="consent"></div>\n</body></html>`;

let base;
let server;
const asked = [];
let answer = async (path) => ({
  status: 200,
  body: JSON.stringify({ code: 0, result: [{ title: `</script><b>${path}` }] }),
});

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'serve-data-'));
  writeFileSync(join(dir, 'index.html'), page('th'));
  writeFileSync(
    join(dir, 'routes.json'),
    JSON.stringify({ patterns: ['^/?$', '^/promotions/?$', '^/en/?$', '^/en/promotions/?$'] }),
  );
  for (const [file, lang] of [
    ['promotions', 'th'],
    ['en/promotions', 'en'],
  ]) {
    mkdirSync(join(dir, file), { recursive: true });
    writeFileSync(join(dir, file, 'index.html'), page(lang));
  }
  mkdirSync(join(dir, RENDER_DIR));
  writeFileSync(
    join(dir, RENDER_DIR, 'pages.json'),
    JSON.stringify({
      '/promotions': { file: 'promotions/index.html', skeleton },
      '/en/promotions': { file: 'en/promotions/index.html', skeleton },
    }),
  );
  // A prerenderer as the build keeps it: asks the page's call through `answers`, renders what it answered.
  writeFileSync(
    join(dir, RENDER_DIR, 'prerender.mjs'),
    `export const brand = { id: 'test' };
export function createPrerenderer() {
  return async (path, { answers }) => {
    if (path.includes('throws')) throw new Error('the page threw');
    const lang = path.startsWith('/en') ? 'en' : 'th';
    const call = '/api/promotion/list?lang=' + lang + '&q=' + encodeURIComponent(path);
    const answer = await answers(call);
    if (answer.status !== 200) throw new Error('failed');
    const title = JSON.parse(answer.body).result[0].title.replace(/</g, '&lt;');
    const html = '<main><h3>' + title + '</h3></main>';
    return { kind: 'page', status: 200, html, pageData: [], answers: { [call]: answer } };
  };
}
`,
  );
  server = createBrandServer({
    dir,
    apiOrigin: 'http://localhost:4000',
    fetchAnswer: (path) => {
      asked.push(path);
      return answer(path);
    },
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${server.address().port}`;
});
afterAll(() => server.close());

/** A GET as a browser makes it: `Sec-Fetch-Mode: navigate` opening a page (fetch may not set a Sec- header). */
const get = (path, mode = 'navigate') =>
  new Promise((resolve, reject) => {
    request(`${base}${path}`, { headers: { 'Sec-Fetch-Mode': mode } }, (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode, text: async () => body }));
    })
      .on('error', reject)
      .end();
  });
const navigate = (path) => get(path);

const carriedOf = (html) =>
  JSON.parse(html.match(new RegExp(`<script type="application/json" id="${PAGE_ANSWERS_ID}">(.*?)</script>`))[1]);

describe('pages rendered with their data (issue 14)', () => {
  it("put the page rendered with the API's answers in place of the skeleton, and carry the answers", async () => {
    const response = await navigate('/en/promotions?page=2');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).not.toContain(skeleton);
    expect(html).toContain('<div id="root" data-prerendered="/promotions"><main><h3>&lt;/script>&lt;b>');
    expect(html).toMatch(/<html lang="en">/);
    // The answers ride as data the browser never runs, `<` escaped so none can close the element early.
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const call = '/api/promotion/list?lang=en&q=%2Fen%2Fpromotions%3Fpage%3D2';
    expect(carriedOf(html)).toEqual({ [call]: await answer(call) });
    expect(html.indexOf(PAGE_ANSWERS_ID)).toBeLessThan(html.indexOf('</body>'));
  });

  it('render an address once for a few seconds: the next views take the same HTML without asking the API', async () => {
    asked.length = 0;
    const views = await Promise.all([1, 2, 3].map(() => navigate('/promotions?fresh=1').then((r) => r.text())));
    expect(new Set(views).size).toBe(1);
    expect(asked).toHaveLength(1);
  });

  it("send the build's HTML when the API fails, is down, or the page throws: never an error", async () => {
    const working = answer;
    try {
      for (const [name, failing] of [
        ['fails', async () => ({ status: 502, body: 'Bad gateway' })],
        ['down', async () => Promise.reject(new TypeError('fetch failed'))],
        ['throws', working],
      ]) {
        answer = failing;
        const response = await navigate(`/promotions?${name}`);
        expect(response.status, name).toBe(200);
        const html = await response.text();
        expect(html, name).toContain(skeleton);
        expect(html, name).not.toContain(PAGE_ANSWERS_ID);
      }
    } finally {
      answer = working;
    }
  });

  it("go as the build wrote them to all but a navigation: the service worker's precache never goes stale", async () => {
    asked.length = 0;
    const precached = await (
      await fetch(`${base}/promotions?precache`, { headers: { 'Sec-Fetch-Mode': 'cors' } })
    ).text();
    expect(precached).toContain(skeleton);
    const navigated = await navigate('/promotions?precache');
    expect(await navigated.text()).not.toContain(skeleton);
    expect(asked).toHaveLength(1);
  });

  it('leave the other pages as the build wrote them, and never serve what they are rendered with', async () => {
    asked.length = 0;
    expect(await (await navigate('/')).text()).not.toContain(PAGE_ANSWERS_ID);
    expect(asked).toEqual([]);
    for (const file of ['prerender.mjs', 'pages.json']) {
      const response = await fetch(`${base}/${RENDER_DIR}/${file}`);
      expect(response.status, file).toBe(404);
      expect(await response.text(), file).not.toContain('createPrerenderer');
    }
  });
});
