#!/usr/bin/env node
/**
 * Serves one brand build: files as they are, known routes with index.html (200), unknown paths with index.html
 * and HTTP 404 (the site renders its 404 page), security headers, long caching for hashed assets, gzip.
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, relative, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { createGzip } from 'node:zlib';
import { createDataPages, RENDER_DIR } from './dataPages.mjs';
import { cacheControlFor, caching, contentTypes as types, pointAtApi, siteHeaders } from './headers.mjs';

const compressible = /^(text\/|application\/(json|manifest)|image\/svg)/;

export function createBrandServer({ dir, apiOrigin, fetchAnswer }) {
  const root = resolve(dir);
  // Point the build at this server's API without rebuilding (the site reads <meta name="lobby-api-url">).
  const page = (file) => Buffer.from(pointAtApi(readFileSync(join(root, file), 'utf8'), apiOrigin));
  const indexHtml = page('index.html');
  // /en and everything under it get the English page (lang, title, description) when the build has one.
  const englishHtml = existsSync(join(root, 'en/index.html')) ? page('en/index.html') : indexHtml;
  const english = (urlPath) => urlPath === '/en' || urlPath.startsWith('/en/');
  const htmlFor = (urlPath) => (english(urlPath) ? englishHtml : indexHtml);
  const { patterns, shells = [] } = JSON.parse(readFileSync(join(root, 'routes.json'), 'utf8'));
  const routes = patterns.map((source) => new RegExp(source));
  // The chat script is named in the build (tools/vite-brand); its origin, and no other, joins the CSP.
  const headers = siteHeaders(indexHtml.toString(), apiOrigin);
  // Prerendered pages (tools/vite-brand): each address's own HTML, read once and kept.
  const pages = new Map();
  const pageAt = (file) => {
    if (!pages.has(file)) pages.set(file, existsSync(join(root, file)) ? page(file) : null);
    return pages.get(file);
  };
  /** The HTML of an address: its own prerendered page, its route's stand-in, or the page of its language. */
  const routePage = (urlPath, index) => {
    const own = fileFor(`${urlPath.replace(/\/+$/, '')}/index.html`);
    return (own && pageAt(relative(root, own))) || (shells[index] && pageAt(shells[index])) || htmlFor(urlPath);
  };
  // Pages rendered with their data at each request (dataPages.mjs); none in a build without such pages.
  const dataPages = createDataPages({ root, apiOrigin, ...(fetchAnswer ? { fetchAnswer } : {}) });
  // Unknown addresses: the prerendered not-found page of their language (404.html, en/404.html).
  const notFoundPage = (urlPath) => pageAt(english(urlPath) ? 'en/404.html' : '404.html') ?? htmlFor(urlPath);

  const fileFor = (urlPath) => {
    const candidate = normalize(join(root, decodeURIComponent(urlPath)));
    if (!candidate.startsWith(root + sep)) return null;
    try {
      return statSync(candidate).isFile() ? candidate : null;
    } catch {
      return null;
    }
  };

  // Pages are answered by address, never as files (/login/index.html is not a page of the site); the stand-ins and
  // what the server renders with are not files of the site either.
  const notAFile = new RegExp(`(^|/)(index|404)\\.html$|^/(_shell|${RENDER_DIR})/`);
  return createServer(async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', ...headers }).end();
      return;
    }
    let urlPath;
    let search;
    try {
      ({ pathname: urlPath, search } = new URL(req.url ?? '/', 'http://local'));
      decodeURIComponent(urlPath);
    } catch {
      res.writeHead(400, headers).end('Bad request');
      return;
    }
    const file = urlPath !== '/' && !notAFile.test(urlPath) ? fileFor(urlPath) : null;
    const route = file ? -1 : routes.findIndex((r) => r.test(urlPath));
    let html = file ? null : route >= 0 ? routePage(urlPath, route) : notFoundPage(urlPath);
    // Only a navigation gets a page with its data: what the service worker precaches (a fetch) is the build's HTML,
    // which cannot go stale in a cache. (A client that sends no Sec-Fetch-Mode is taken for a navigation.)
    const navigation = (req.headers['sec-fetch-mode'] ?? 'navigate') === 'navigate';
    if (html && route >= 0 && dataPages && navigation) html = (await dataPages.htmlFor(urlPath, search, html)) ?? html;
    const status = file || route >= 0 ? 200 : 404;
    const type = file ? (types[extname(file)] ?? 'application/octet-stream') : types['.html'];
    const gzip = compressible.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    res.writeHead(status, {
      ...headers,
      'Content-Type': type,
      'Cache-Control': file ? cacheControlFor(urlPath) : caching.page,
      Vary: 'Accept-Encoding',
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    const body = file ? createReadStream(file) : null;
    if (!gzip) {
      if (body) body.pipe(res);
      else res.end(html);
      return;
    }
    const zip = createGzip();
    pipeline(zip, res, () => undefined);
    if (body) body.pipe(zip);
    else zip.end(html);
  });
}

function argValue(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = argValue('dir');
  const port = Number(argValue('port', process.env.PORT ?? 4200));
  const apiOrigin = argValue('api', process.env.API_ORIGIN ?? 'http://localhost:4000');
  if (!dir || !existsSync(join(dir, 'index.html'))) {
    console.error('usage: serve.mjs --dir dist/apps/<brand> [--port 4200] [--api http://localhost:4000]');
    process.exit(2);
  }
  createBrandServer({ dir, apiOrigin }).listen(port, '0.0.0.0', () =>
    console.log(`  ${dir} → http://localhost:${port}`),
  );
}
