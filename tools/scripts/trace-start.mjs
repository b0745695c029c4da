#!/usr/bin/env node
/**
 * `npm run trace:start`: where a page's start-up spends the phone's main thread, task by task. Serves a built brand
 * (with a sandbox platform server), opens the page in Debian's Chromium as a Pixel 7 with the CPU slowed 4× (as
 * Lighthouse's mobile config), records a trace and a CPU profile, and prints each long task: when it ran, how long,
 * what kind of work (script, style, layout, paint, GC) and the functions that spent most of it. Ends with the
 * blocking time of those tasks (the part of each over 50 ms), Lighthouse's TBT without its simulation, and the busy
 * time after FCP (every task, short ones too: steadier from run to run, the figure to compare when a change removes
 * work).
 *
 *   npm run trace:start -- --brand lotus-play --page /list/slot
 *   npm run trace:start -- --dir /tmp/lp-unmin --page / --runs 3     (an unminified build names its functions)
 *   npm run trace:start -- --page / --block '\.woff2$'               (as if those files never arrived)
 *   npm run trace:start -- --page / --why                          (why each layout ran; slows DOM changes down)
 *   npm run trace:start -- --page / --inclusive --top 20           (time with each function anywhere on the stack)
 *
 * A tool to read, not a benchmark: one run's figures vary; compare medians of alternating runs.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, devices } from '@playwright/test';
import { createBrandServer } from '@lobby/serve';
import { startSandboxPlatform } from './platform.mjs';

const root = resolve(import.meta.dirname, '../..');
const { values: options } = parseArgs({
  options: {
    brand: { type: 'string', default: 'lotus-play' },
    dir: { type: 'string' },
    page: { type: 'string', default: '/' },
    runs: { type: 'string', default: '1' },
    rate: { type: 'string', default: '4' },
    min: { type: 'string', default: '50' },
    top: { type: 'string', default: '6' },
    'api-port': { type: 'string', default: '6300' },
    port: { type: 'string', default: '6301' },
    block: { type: 'string' },
    why: { type: 'boolean', default: false },
    inclusive: { type: 'boolean', default: false },
  },
});
const dir = resolve(options.dir ?? join(root, 'dist/apps', options.brand));
const page = options.page;
const runs = Number(options.runs);
const rate = Number(options.rate);
const minTask = Number(options.min);
const top = Number(options.top);
const apiPort = Number(options['api-port']);
const port = Number(options.port);
const block = options.block && new RegExp(options.block);
const why = options.why;
const inclusive = options.inclusive;
if (!existsSync(join(dir, 'index.html'))) throw new Error(`no build in ${dir}: run the brand's build first`);

const categories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'toplevel',
  'v8',
  'disabled-by-default-v8.compile',
  'blink',
  // Why each layout ran: recording it takes a stack per DOM change, which slows the page (only with --why).
  ...(why ? ['disabled-by-default-devtools.timeline.invalidationTracking'] : []),
];

/** Kinds of work inside a task, from the trace's nested events (self time of each kind is not needed here). */
const kinds = {
  EvaluateScript: 'script',
  'v8.evaluateModule': 'script',
  FunctionCall: 'script',
  TimerFire: 'script',
  FireAnimationFrame: 'script',
  EventDispatch: 'script',
  RunMicrotasks: 'script',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  ParseHTML: 'parse',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  Paint: 'paint',
  PrePaint: 'paint',
  Layerize: 'paint',
  MinorGC: 'gc',
  MajorGC: 'gc',
};

/**
 * The functions that spent most of [from, to]: their own time, or with `--inclusive` the time they were anywhere on
 * the stack (what a caller and everything it called cost: `writeToStore` rather than its hundred helpers).
 */
function hottestFunctions(profile, from, to) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parents = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const keyOf = ({ callFrame }) => {
    const file = callFrame.url.split('/').pop() || callFrame.url;
    return `${callFrame.functionName || '(anonymous)'} ${file}:${callFrame.lineNumber + 1}`;
  };
  const idle = (node) => node.callFrame.functionName === '(idle)' || node.callFrame.functionName === '(program)';
  const totals = new Map();
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i];
    if (t < from || t > to) continue;
    const sampled = nodes.get(profile.samples[i]);
    if (idle(sampled)) continue;
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const keys = new Set([keyOf(sampled)]);
    if (inclusive)
      for (let id = parents.get(sampled.id); id !== undefined; id = parents.get(id)) {
        const node = nodes.get(id);
        if (node.callFrame.functionName !== '(root)') keys.add(keyOf(node));
      }
    for (const key of keys) totals.set(key, (totals.get(key) ?? 0) + ms);
  }
  return [...totals].sort((a, b) => b[1] - a[1]).slice(0, top);
}

/** What the task's layouts laid out, and why: the invalidations recorded since the long task before it. */
function layoutCauses(onThread, events, task, previous) {
  const end = task.ts + task.dur;
  const layouts = onThread.filter((e) => e.name === 'Layout' && e.ts >= task.ts && e.ts <= end);
  const objects = layouts.map((e) => `${e.args?.beginData?.dirtyObjects}/${e.args?.beginData?.totalObjects}`);
  const reasons = new Map();
  for (const e of events) {
    if (e.name !== 'LayoutInvalidationTracking' || e.pid !== task.pid) continue;
    if (e.ts > end || (previous && e.ts < previous.ts + previous.dur)) continue;
    const reason = e.args?.data?.reason ?? '?';
    const node = e.args?.data?.nodeName ?? '';
    const key = `${reason} ${node.split(' ')[0]}`;
    reasons.set(key, (reasons.get(key) ?? 0) + 1);
  }
  const top = [...reasons].sort((a, b) => b[1] - a[1]).slice(0, 4);
  return `${layouts.length} layouts of ${objects.join(', ')} objects; ${top.map(([r, n]) => `${r} ×${n}`).join(', ')}`;
}

async function traceOnce(browser, url) {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  const tab = await context.newPage();
  if (block) await tab.route(block, (route) => route.abort());
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await browser.startTracing(tab, { categories });
  await cdp.send('Profiler.start');
  await tab.goto(url, { waitUntil: 'load' });
  // Start-up ends when the page is quiet: no task for a while once the network is idle.
  await tab.waitForLoadState('networkidle');
  await tab.waitForTimeout(3000);
  // Stopping the profiler is itself a long task on the page's thread: the tasks after this mark are left out.
  await tab.evaluate(() => performance.mark('trace-end'));
  const { profile } = await cdp.send('Profiler.stop');
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  await context.close();

  const mainThreads = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const byThread = new Map();
  for (const e of events) {
    if (e.name !== 'RunTask' || e.ph !== 'X') continue;
    if (!mainThreads.some((m) => m.pid === e.pid && m.tid === e.tid)) continue;
    const key = `${e.pid}:${e.tid}`;
    if (!byThread.has(key)) byThread.set(key, []);
    byThread.get(key).push(e);
  }
  // The page's renderer: the main thread that worked the longest.
  const [threadKey, tasks] = [...byThread].sort(
    (a, b) => b[1].reduce((s, e) => s + e.dur, 0) - a[1].reduce((s, e) => s + e.dur, 0),
  )[0];
  const [pid, tid] = threadKey.split(':').map(Number);
  const onThread = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X');
  const navigation = events.find((e) => e.name === 'navigationStart' && e.pid === pid)?.ts ?? tasks[0].ts;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid)?.ts;
  const traceEnd = events.find((e) => e.name === 'trace-end' && e.pid === pid)?.ts ?? Infinity;
  const long = tasks.filter((e) => e.dur / 1000 >= minTask && e.ts < traceEnd).sort((a, b) => a.ts - b.ts);
  let blocking = 0;
  let previous;
  console.log(
    `\n${url}  (CPU ${rate}×, tasks ≥ ${minTask} ms; FCP ${fcp ? Math.round((fcp - navigation) / 1000) : '?'} ms)`,
  );
  for (const task of long) {
    const end = task.ts + task.dur;
    const work = {};
    for (const e of onThread) {
      const kind = kinds[e.name];
      if (!kind || e.ts < task.ts || e.ts + e.dur > end) continue;
      work[kind] = (work[kind] ?? 0) + e.dur / 1000;
    }
    const ms = task.dur / 1000;
    if (!Object.keys(work).length) {
      // Work the timeline does not name (code caching, GC in idle time …): the trace's own event names.
      const names = new Map();
      for (const e of onThread) {
        if (e === task || e.ts < task.ts || e.ts + e.dur > end) continue;
        names.set(e.name, (names.get(e.name) ?? 0) + e.dur / 1000);
      }
      for (const [name, total] of [...names].sort((a, b) => b[1] - a[1]).slice(0, 3)) work[name] = total;
    }
    if (!fcp || task.ts >= fcp) blocking += Math.max(0, ms - 50);
    const summary = Object.entries(work)
      .sort((a, b) => b[1] - a[1])
      .map(([k, v]) => `${k} ${Math.round(v)}`)
      .join(', ');
    console.log(`  @${Math.round((task.ts - navigation) / 1000)} ms  ${Math.round(ms)} ms  [${summary}]`);
    for (const [fn, self] of hottestFunctions(profile, task.ts, end))
      console.log(`      ${self.toFixed(1).padStart(6)}  ${fn}`);
    if (why && (work.layout ?? 0) >= 20) console.log(`      layout: ${layoutCauses(onThread, events, task, previous)}`);
    previous = task;
  }
  // All the main thread's work after FCP, short tasks too: it does not depend on how the work fell into tasks, so it
  // varies far less from run to run than the blocking time does (an A/B of a change that removes work reads it).
  const after = tasks.filter((e) => (!fcp || e.ts >= fcp) && e.ts < traceEnd);
  const busy = after.reduce((sum, e) => sum + e.dur / 1000, 0);
  console.log(`  blocking after FCP: ${Math.round(blocking)} ms; busy after FCP: ${Math.round(busy)} ms`);
  return { blocking, busy };
}

async function main() {
  const platform = await startSandboxPlatform({ port: apiPort, origins: [`http://localhost:${port}`] });
  const http = createBrandServer({ dir, apiOrigin: `http://localhost:${apiPort}` });
  await new Promise((ok) => http.listen(port, '127.0.0.1', ok));
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const each = [];
    for (let i = 0; i < runs; i++) each.push(await traceOnce(browser, `http://localhost:${port}${page}`));
    const sorted = (key) => each.map((run) => Math.round(run[key])).sort((a, b) => a - b);
    if (runs > 1) {
      console.log(`\nblocking after FCP, ${runs} runs: ${sorted('blocking').join(', ')} ms`);
      console.log(`busy after FCP, ${runs} runs: ${sorted('busy').join(', ')} ms`);
    }
  } finally {
    await browser.close();
    http.close();
    platform.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
