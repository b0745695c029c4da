import { AUTH_COOKIE, CONSENT_COOKIE, PRERENDERED_CONSENT_ID, readCookie, rememberLanguage } from '@lobby/util/cookies';
import { PAGE_MODULES_META, startEarlyCalls } from '@lobby/util/prerendered';
import { siteEnvOf } from './site/siteEnv';
import { TAKEOVER_EVENT, VISITOR_MARK, type TakeoverDetail } from './site/bootSignals';

/** How long to wait before asking again for the site's code after it failed to load (the network dropped). */
export const BOOT_RETRY_MS = 3000;

/**
 * The longest wait for the first frame, for a browser that never runs one while the page is shown. A slow phone's
 * first frame can take longer than a tenth of a second: a shorter wait started the site's downloads before the page
 * had painted, the very thing the wait is for (issue 14: a Lighthouse run then counted 330 KB of code in its FCP).
 */
export const FRAME_WAIT_MS = 1000;

/**
 * Runs `task` once the browser has shown what it has (the prerendered page): at the frame after the first, which the
 * screen has displayed by then (the first frame's own task ends when it is painted, before it is on screen). A tab in
 * the background paints nothing and runs no frame: there it runs at once, or as soon as the tab is sent there.
 */
function afterFirstPaint(task: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    document.removeEventListener('visibilitychange', whenHidden);
    task();
  };
  const whenHidden = () => {
    if (document.visibilityState === 'hidden') setTimeout(once);
  };
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') {
    setTimeout(once);
    return;
  }
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(once)));
  document.addEventListener('visibilitychange', whenHidden);
  setTimeout(once, FRAME_WAIT_MS);
}

type PostTask = (run: () => void) => Promise<void>;

/**
 * Runs `run` in a task of its own. `scheduler.postTask` where the browser has it: a chain of timers is held back 4 ms
 * a step from its fifth on, which one link per task would add up to a tenth of a second before the site starts.
 */
function nextTask(run: () => void): void {
  const scheduler = (globalThis as { scheduler?: { postTask?: PostTask } }).scheduler;
  if (scheduler?.postTask) void scheduler.postTask(run);
  else setTimeout(run);
}

/** Loads (and so evaluates) each module in a task of its own, in order. */
export function oneTaskEach(...loads: (() => Promise<unknown>)[]): () => Promise<void> {
  return async () => {
    for (const [index, load] of loads.entries()) {
      if (index > 0) await new Promise<void>(nextTask);
      await load();
    }
  };
}

/**
 * Asks for the chunks the page's HTML names (the site's, then the page's own) one per task, then runs `done`: the
 * site finds them downloaded, or on their way, when it routes to the page, and Vite's helper, which would have asked
 * for the site's in one long task, finds them asked for. Each link starts its fetch on the main thread, a few
 * milliseconds on a phone: four to a task made tasks Lighthouse counts as blocking (issue 14: TBT). A stylesheet is
 * fetched, not applied: the page's chunk applies it as it would have (the CORS mode of Vite's own stylesheet links,
 * so the download is reused).
 */
function preloadPageModules(done: () => void): void {
  const named = document.querySelector<HTMLMetaElement>(`meta[name="${PAGE_MODULES_META}"]`)?.content ?? '';
  const present = new Set([...document.querySelectorAll('link[href]')].map((link) => link.getAttribute('href')));
  const hrefs = [...new Set(named.split(/\s+/))].filter((href) => href && !present.has(href));
  const ask = (index: number) => {
    const href = hrefs[index];
    if (href === undefined) return done();
    const link = document.createElement('link');
    if (href.endsWith('.css')) {
      link.rel = 'preload';
      link.setAttribute('as', 'style');
      link.setAttribute('crossorigin', '');
    } else link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
    // A tab in the background runs a timer a second at most: nobody waits on its main thread, all in one go.
    if (document.visibilityState === 'hidden') ask(index + 1);
    else nextTask(() => ask(index + 1));
  };
  ask(0);
}

let holding = false;

/**
 * A form sent before the site's code has taken the page over (a quick player on a slow phone, a password manager's
 * autofill and send) went nowhere: its button waited, disabled, for a script. It is held instead, and sent again once
 * the site has hydrated the page, which then handles it as if it had just been sent. Once the site has begun to
 * hydrate, React takes the event itself (a discrete event hydrates the page at once); a page rendered anew replaces
 * its forms, so what was held there is dropped.
 */
function holdEarlySubmits(): void {
  // One hold per page, however often the boot runs: two would send a held form twice.
  if (holding) return;
  holding = true;
  const held = new Map<HTMLFormElement, HTMLElement | null>();
  const hold = (event: SubmitEvent) => {
    event.preventDefault();
    held.set(event.target as HTMLFormElement, event.submitter);
  };
  document.addEventListener('submit', hold, true);
  // The prerendered submit buttons wait for a script (without one the browser would send the fields in the address):
  // this is one, and it holds what they send.
  for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-awaiting-script][disabled]'))
    button.disabled = false;
  document.addEventListener(
    TAKEOVER_EVENT,
    (event) => {
      document.removeEventListener('submit', hold, true);
      holding = false;
      if (!(event as CustomEvent<TakeoverDetail>).detail?.hydrated || held.size === 0) return;
      // Sent again once hydrated (`data-session` marks it): the form's own handler is listening by then.
      const sendHeld = () => {
        observer.disconnect();
        for (const [form, submitter] of held)
          if (form.isConnected)
            form.requestSubmit(submitter?.isConnected && submitter.closest('form') === form ? submitter : null);
        held.clear();
      };
      const observer = new MutationObserver(() => {
        if (document.documentElement.hasAttribute('data-session')) sendHeld();
      });
      observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-session'] });
      if (document.documentElement.hasAttribute('data-session')) sendHeld();
    },
    { once: true },
  );
}

let rememberingLanguage = false;

/**
 * A language link (`hreflang`) pressed before the site's code has loaded is a plain link: the page in that language
 * loaded, but the choice was not kept, and the bare root sent the player back to the language they had just left.
 * The choice is written here as the site's own link writes it (which writes it again, harmlessly, once hydrated).
 */
function rememberEarlyLanguageChoice(): void {
  if (rememberingLanguage) return;
  rememberingLanguage = true;
  document.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[hreflang]') : null;
      const locale = link?.getAttribute('hreflang');
      if (locale) rememberLanguage(locale);
    },
    true,
  );
}

/**
 * The site's store code (Redux, Immer and RTK Query's `createApi`): the heaviest of the site's modules to evaluate, so
 * it is evaluated before the rest, in two tasks of its own: the libraries, then the api they build (at 4× CPU one task
 * of 75–120 ms; issue 14: TBT).
 */
const loadStoreModules = oneTaskEach(
  () => import('@lobby/api-client/store-runtime'),
  () => import('@lobby/api-client/api'),
);

/**
 * The brand's entry (issue 14). The page is its prerendered HTML; this tiny script runs first and the site's code
 * loads only once that HTML has painted, so a phone shows the page while the rest downloads. A visitor who already
 * made a cookie choice never sees the prerendered consent banner: it goes before the first paint, and one without a
 * session sees the login and register links at once (`VISITOR_MARK`); a form sent before the site can take it is held
 * for the site, not sent as a page load (`holdEarlySubmits`), and a language chosen then is kept. The page's first
 * API calls (named by its HTML) start at once, in parallel with the site's code (`buildEnv`: the app's env).
 * `firstModules` are evaluated a task before the site's own.
 */
export function bootSite(
  load: () => Promise<{ startSite: () => unknown }>,
  buildEnv: Record<string, unknown>,
  firstModules: (() => Promise<unknown>) | null = loadStoreModules,
): void {
  if (readCookie(CONSENT_COOKIE)) document.getElementById(PRERENDERED_CONSENT_ID)?.remove();
  const member = Boolean(readCookie(AUTH_COOKIE));
  if (!member) document.documentElement.setAttribute(VISITOR_MARK, '');
  holdEarlySubmits();
  rememberEarlyLanguageChoice();
  try {
    startEarlyCalls(siteEnvOf(buildEnv).apiUrl, member);
  } catch {
    // A build without a usable API address: the site says so when it starts.
  }
  // The page stays readable; its code is asked for again when the network is back or a little later.
  const failed = () => {
    let retried = false;
    const retry = () => {
      if (retried) return;
      retried = true;
      window.removeEventListener('online', retry);
      start();
    };
    window.addEventListener('online', retry);
    setTimeout(retry, BOOT_RETRY_MS);
  };
  // In a task of its own: evaluating the site's modules and starting it are two long tasks, not one (issue 14).
  const loadSite = () => void load().then(({ startSite }) => setTimeout(startSite), failed);
  const start = () =>
    preloadPageModules(firstModules ? () => void firstModules().then(() => nextTask(loadSite), failed) : loadSite);
  afterFirstPaint(start);
}
