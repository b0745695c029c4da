import { existsSync } from 'node:fs';

/**
 * Debian's Chromium (Playwright's own download cannot work here): its headless build, Debian's
 * chromium-headless-shell, where it is installed (.ci/run installs it), else the browser itself; CHROME_PATH names
 * another. The headless build is the same engine without the browser's windowing: on CI's two cores, where the pages'
 * renderers are most of the e2e suite's work, the same tests ran in about two thirds of the time.
 */
const headlessShell = '/usr/bin/chromium-headless-shell';
export const chromiumPath =
  process.env.CHROME_PATH ?? (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium');

/** Flags that keep it off the closed network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
