#!/usr/bin/env node
/**
 * Serves one brand build: files as they are, known routes with index.html (200), unknown paths with index.html
 * and HTTP 404 (the site renders its 404 page), security headers, long caching for hashed assets, gzip.
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { createGzip } from 'node:zlib';
import { cacheControlFor, securityHeaders } from './headers.mjs';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};
const compressible = /^(text\/|application\/(json|manifest)|image\/svg)/;

export function createBrandServer({ dir, apiOrigin }) {
  const root = resolve(dir);
  // Point the build at this server's API without rebuilding (the site reads <meta name="lobby-api-url">).
  const page = (file) =>
    Buffer.from(
      readFileSync(join(root, file), 'utf8').replace(
        /(<meta name="lobby-api-url" content=")[^"]*(")/,
        `$1${apiOrigin ?? ''}$2`,
      ),
    );
  const indexHtml = page('index.html');
  // /en and everything under it get the English page (lang, title, description) when the build has one.
  const englishHtml = existsSync(join(root, 'en/index.html')) ? page('en/index.html') : indexHtml;
  const htmlFor = (urlPath) => (urlPath === '/en' || urlPath.startsWith('/en/') ? englishHtml : indexHtml);
  const { patterns } = JSON.parse(readFileSync(join(root, 'routes.json'), 'utf8'));
  const routes = patterns.map((source) => new RegExp(source));
  const headers = securityHeaders(apiOrigin);

  const fileFor = (urlPath) => {
    const candidate = normalize(join(root, decodeURIComponent(urlPath)));
    if (!candidate.startsWith(root + sep)) return null;
    try {
      return statSync(candidate).isFile() ? candidate : null;
    } catch {
      return null;
    }
  };

  return createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', ...headers }).end();
      return;
    }
    let urlPath;
    try {
      urlPath = new URL(req.url ?? '/', 'http://local').pathname;
      decodeURIComponent(urlPath);
    } catch {
      res.writeHead(400, headers).end('Bad request');
      return;
    }
    const file = urlPath !== '/' && urlPath !== '/index.html' && urlPath !== '/en/index.html' ? fileFor(urlPath) : null;
    const html = htmlFor(urlPath);
    const status = file || routes.some((r) => r.test(urlPath)) ? 200 : 404;
    const type = file ? (types[extname(file)] ?? 'application/octet-stream') : types['.html'];
    const gzip = compressible.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    res.writeHead(status, {
      ...headers,
      'Content-Type': type,
      'Cache-Control': file ? cacheControlFor(urlPath) : 'no-cache',
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
