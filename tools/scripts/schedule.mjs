/**
 * Runs `npm test`'s steps side by side on a machine of `cores` cores: a step starts, in list order, once the steps it
 * reads (`after`) have ended and its `cores` fit beside those running. Each step's output goes to its own log, printed
 * whole when it ends (two steps' lines never interleave); a step's failure stops nothing.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const seconds = (from) => Math.round((Date.now() - from) / 1000);

/**
 * Resolves with one result per step, in the order they started: `summarize(step, ok)`'s counts plus `seconds` (how
 * long it ran) and `startedAt` (seconds after the first step started).
 */
export function runSchedule(steps, { cwd, env, cores }, summarize) {
  const logDir = join(cwd, 'dist/test-logs');
  mkdirSync(logDir, { recursive: true });
  const started = Date.now();
  const pending = [...steps];
  const running = new Set();
  const ended = new Set();
  const results = [];

  return new Promise((resolve) => {
    const start = (step) => {
      pending.splice(pending.indexOf(step), 1);
      running.add(step);
      const startedAt = seconds(started);
      console.log(`▶ ${startedAt}s ${step.name}: ${step.command.join(' ')}`);
      const logFile = join(logDir, `${step.name.replace(/\W+/g, '-')}.log`);
      const log = createWriteStream(logFile);
      const child = spawn(step.command[0], step.command.slice(1), { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
      child.stdout.pipe(log, { end: false });
      child.stderr.pipe(log, { end: false });
      // A command that cannot start (not installed) fails its step; 'close' follows with no exit code.
      child.on('error', (error) => log.write(`${error.message}\n`));
      child.on('close', (code) => {
        log.end(() => {
          const ok = code === 0;
          const ran = seconds(started) - startedAt;
          console.log(`\n━━ ${step.name} (${ok ? 'ok' : `exit ${code}`}, ${ran}s): ${step.command.join(' ')}`);
          process.stdout.write(readFileSync(logFile));
          running.delete(step);
          ended.add(step.name);
          results.push({ ...summarize(step, ok), name: step.name, seconds: ran, startedAt });
          fill();
        });
      });
    };
    const fill = () => {
      for (const step of [...pending]) {
        const busy = [...running].reduce((sum, s) => sum + s.cores, 0);
        const ready = (step.after ?? []).every((name) => ended.has(name));
        if (ready && (running.size === 0 || busy + step.cores <= cores)) start(step);
      }
      if (pending.length === 0 && running.size === 0)
        resolve(results.sort((a, b) => a.startedAt - b.startedAt || a.name.localeCompare(b.name)));
    };
    fill();
  });
}
