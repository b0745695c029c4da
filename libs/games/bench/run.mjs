#!/usr/bin/env node
/**
 * VirtualGameGrid benchmark: builds bench/virtual-grid.html with Vite, serves it with node:http, opens it in
 * Debian's Chromium (Playwright), scrolls through 5,000 games on a phone and a desktop viewport and reports the
 * most DOM nodes seen and the longest task while scrolling.
 *
 *   npm run bench -w @lobby/games        (or: node libs/games/bench/run.mjs)
 *   BENCH_GAMES=10000 BENCH_SCREENSHOTS=1 npm run bench -w @lobby/games
 *
 * Exits non-zero when the page ever holds more than 1,400 nodes (goal ≤ 800; long tasks are reported, goal ≤ 50 ms).
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { createServer } from 'node:http';
import { dirname, extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { chromium } from '@playwright/test';
import { build } from 'vite';

const here = dirname(fileURLToPath(import.meta.url));
const workspaceRoot = resolve(here, '../../..');
const outDir = resolve(workspaceRoot, 'dist/bench/games');
const GAMES = Number(process.env.BENCH_GAMES ?? 5000);
const NODE_GOAL = 800;
const NODE_LIMIT = 1400;
const TASK_GOAL = 50;

// 1. Build the page.
await build({
  root: here,
  configFile: false,
  envDir: false,
  logLevel: 'warn',
  plugins: [react(), vanillaExtractPlugin()],
  // React's profiling build, so <Profiler> reports each commit's own time in production mode.
  resolve: { alias: [{ find: /^react-dom\/client$/, replacement: 'react-dom/profiling' }] },
  build: {
    outDir,
    emptyOutDir: true,
    target: 'es2022',
    rollupOptions: { input: resolve(here, 'virtual-grid.html') },
  },
});

// 2. Serve it, with generated artwork for each game (so lazy images really load).
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};
// Shaped like the platform server's generated artwork (tools/platform-server/src/games/assets.ts): a gradient,
// a shape and two lines of text, so the browser parses and paints the same kind of SVG as on the site.
function art(n) {
  const hue1 = (n * 47) % 360;
  const hue2 = (hue1 + 40 + (n % 120)) % 360;
  const shapes = [
    `<circle cx="150" cy="120" r="${50 + (n % 30)}" fill="#fff" fill-opacity="0.18"/>`,
    '<polygon points="150,40 230,190 70,190" fill="#fff" fill-opacity="0.16"/>',
    `<rect x="85" y="60" width="130" height="130" rx="24" fill="#fff" fill-opacity="0.16" ` +
      `transform="rotate(${n % 45} 150 125)"/>`,
  ];
  const gradient =
    '<linearGradient id="g" x1="0" y1="0" x2="1" y2="1">' +
    `<stop offset="0" stop-color="hsl(${hue1} 70% 45%)"/>` +
    `<stop offset="1" stop-color="hsl(${hue2} 75% 25%)"/></linearGradient>`;
  const text = 'text-anchor="middle" font-family="sans-serif"';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300">
<defs>${gradient}</defs>
<rect width="300" height="300" rx="28" fill="url(#g)"/>${shapes[n % 3]}
<text x="150" y="240" ${text} font-size="30" font-weight="700" fill="#fff">GAME ${n}</text>
<text x="150" y="272" ${text} font-size="16" fill="#fff" fill-opacity="0.85">bench artwork ${n}</text>
</svg>`;
}
const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://bench');
  const artMatch = url.pathname.match(/^\/art\/(\d+)\.svg$/);
  if (artMatch) {
    res.writeHead(200, { 'content-type': types['.svg'], 'cache-control': 'public, max-age=3600' });
    res.end(art(Number(artMatch[1])));
    return;
  }
  const path = url.pathname === '/' ? '/virtual-grid.html' : url.pathname;
  const file = normalize(join(outDir, decodeURIComponent(path)));
  if (!file.startsWith(outDir + sep) || !existsSync(file) || !statSync(file).isFile()) {
    res.writeHead(404).end('not found');
    return;
  }
  res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
});
await new Promise((done) => server.listen(0, '127.0.0.1', done));
const base = `http://127.0.0.1:${server.address().port}`;

// 3. Scroll it in Chromium.
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

const scenarios = [
  {
    name: 'phone 390×844',
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  },
  { name: 'desktop 1440×900', viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 },
];

const results = [];
try {
  for (const { name, ...contextOptions } of scenarios) {
    const context = await browser.newContext(contextOptions);
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(`${base}/virtual-grid.html?games=${GAMES}`, { waitUntil: 'load' });
    await page.waitForSelector('[role="listitem"]');
    await page.waitForTimeout(500);
    // BENCH_SCREENSHOTS=1 keeps a picture of the first screen next to the build.
    if (process.env.BENCH_SCREENSHOTS) await page.screenshot({ path: join(outDir, `${name.split(' ')[0]}.png`) });

    const load = loadavg()[0];
    const run = await page.evaluate(async () => {
      const frame = () => new Promise((done) => requestAnimationFrame((t) => done(t)));
      const nodes = () => document.querySelectorAll('*').length;
      let maxNodes = nodes();
      let longestFrame = 0;
      let last = await frame();
      const t0 = performance.now();
      const sample = async () => {
        const now = await frame();
        longestFrame = Math.max(longestFrame, now - last);
        last = now;
        maxNodes = Math.max(maxNodes, nodes());
      };
      // Read once: reading scrollHeight every frame would force a layout the page itself never does.
      const end = document.documentElement.scrollHeight - innerHeight;
      const bottom = () => end;
      let frames = 0;
      // a) Reading speed: 24px a frame (≈ 1,400px/s); the art loads as rows arrive.
      for (let i = 0; i < 240; i += 1, frames += 1) {
        scrollBy(0, 24);
        await sample();
      }
      const tRead = performance.now();
      // Art shown while reading (not deferred): every tile on screen should have its image.
      const artWhileReading = [...document.querySelectorAll('[role="listitem"] img')].filter(
        (img) => img.complete && img.naturalWidth > 0,
      ).length;
      // b) A swipe: 120px a frame (≈ 7,200px/s) for 200 frames.
      for (let i = 0; i < 200 && scrollY < bottom() - 1; i += 1, frames += 1) {
        scrollBy(0, 120);
        await sample();
      }
      const tSwipe = performance.now();
      // c) Flings through the rest of the list: 2,400px a frame.
      while (scrollY < bottom() - 1) {
        scrollBy(0, 2400);
        await sample();
        frames += 1;
      }
      const tFling = performance.now();
      // d) Jumps anywhere (scrollbar drags): a whole new set of rows every frame.
      let seed = 7;
      for (let i = 0; i < 60; i += 1, frames += 1) {
        seed = (seed * 48271) % 2147483647;
        scrollTo(0, (seed / 2147483647) * bottom());
        await sample();
      }
      // e) Back to the top.
      scrollTo(0, 0);
      await sample();
      await sample();
      const longTasks = window.__longTasks.filter((task) => task.start >= t0);
      const phaseOf = (start) =>
        start < tRead ? 'read' : start < tSwipe ? 'swipe' : start < tFling ? 'fling' : 'jumps';
      const byPhase = longTasks.map((task) => `${phaseOf(task.start)} ${Math.round(task.duration)} ms`);
      return {
        maxNodes,
        longestTask: longTasks.reduce((max, task) => Math.max(max, task.duration), 0),
        longTasks: longTasks.length,
        byPhase,
        artWhileReading,
        longestCommit: window.__commits.filter((c) => c.start >= t0).reduce((max, c) => Math.max(max, c.duration), 0),
        longestFrame,
        frames,
        height: document.documentElement.scrollHeight,
        items: document.querySelectorAll('[role="listitem"]').length,
        columns: document.querySelector('[role="list"][data-columns]')?.getAttribute('data-columns'),
        seconds: (performance.now() - t0) / 1000,
      };
    });
    if (errors.length) throw new Error(`${name}: page errors: ${errors.join('; ')}`);
    results.push({ name, ...run, load: Math.max(load, loadavg()[0]) });
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}

const round = (n) => Math.round(n);
for (const r of results) {
  console.log(
    `${r.name}: ${GAMES} games in ${r.columns} columns, page ${r.height}px, ` +
      `${r.frames} frames in ${r.seconds.toFixed(1)} s, ${r.artWhileReading} images shown at reading speed; ` +
      `nodes max ${r.maxNodes}, ${r.longTasks} long tasks (longest ${round(r.longestTask)} ms), ` +
      `longest frame ${round(r.longestFrame)} ms, longest React commit ${round(r.longestCommit)} ms; ` +
      `load average ${r.load.toFixed(1)} on ${availableParallelism()} CPUs` +
      (r.byPhase.length ? ` [${r.byPhase.join(', ')}]` : ''),
  );
}
const maxNodes = Math.max(...results.map((r) => r.maxNodes));
const longestTask = Math.max(...results.map((r) => r.longestTask));
console.log(`nodes max ${maxNodes} (goal ≤ ${NODE_GOAL}), longest task ${round(longestTask)} ms (goal ≤ ${TASK_GOAL})`);
if (longestTask === 0) console.log('(0 ms: no task over 50 ms while scrolling; the Long Tasks API reports only those)');
if (maxNodes > NODE_LIMIT) {
  console.error(`FAIL: more than ${NODE_LIMIT} DOM nodes`);
  process.exit(1);
}
