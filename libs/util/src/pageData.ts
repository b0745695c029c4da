/**
 * A prerendered page names the API calls its first screen makes for a visitor (the build records them): the boot
 * script starts them at once, in parallel with the site's code, instead of after it has loaded and started (issue 14:
 * `/promotions` waited for all of the site's code before asking for its list). The API client takes each answer
 * over, once, for the same anonymous GET.
 */
export const PAGE_DATA_META = 'lobby-page-data';

/** How long an early answer waits to be taken: only the page's start-up may use it, never a later visit to it. */
export const EARLY_ANSWER_MS = 30_000;

export interface EarlyAnswer {
  status: number;
  body: string;
}

/**
 * A page the server rendered with its data (a route's `dataInHtml`) carries the answers it was rendered from, as JSON
 * in `<script type="application/json" id="lobby-page-answers">` (data, never run: the CSP stays as it is): paths on
 * the API to `{ status, body }`. The site hydrates with them, so its first render is the HTML's.
 */
export const PAGE_ANSWERS_ID = 'lobby-page-answers';

const early = new Map<string, { answer: Promise<EarlyAnswer>; at: number }>();
const embedded = new Map<string, EarlyAnswer>();

/** Reads the answers the page carries; true when there are any (the site then hydrates only once it holds them). */
function readPageAnswers(apiUrl: string): boolean {
  const json = document.getElementById(PAGE_ANSWERS_ID)?.textContent;
  if (!json) return false;
  try {
    const answers = JSON.parse(json) as Record<string, EarlyAnswer>;
    for (const [path, answer] of Object.entries(answers)) {
      if (path.startsWith('/') && typeof answer?.body === 'string' && Number.isInteger(answer.status))
        embedded.set(`${apiUrl.replace(/\/$/, '')}${path}`, { status: answer.status, body: answer.body });
    }
  } catch {
    // Answers that do not parse are no answers: the site asks the server, as on a static host.
  }
  return embedded.size > 0;
}

let pageAnswers = false;

/** Whether the page came with the answers it was rendered from (see PAGE_ANSWERS_ID). */
export const hasPageAnswers = () => pageAnswers;

/**
 * The answer the page carries for a GET of `url`, once. A member's call takes it too: the page's first render must be
 * the HTML's (the lists such a page shows are the same for everyone).
 */
export function takePageAnswer(url: string): EarlyAnswer | undefined {
  const answer = embedded.get(url);
  embedded.delete(url);
  return answer;
}

/**
 * Takes over the answers the page carries, then starts the calls the page's meta names (paths on the API) that it
 * does not, unless the visitor is a member (theirs carry a token).
 */
export function startEarlyCalls(apiUrl: string, member: boolean): void {
  pageAnswers = readPageAnswers(apiUrl) || pageAnswers;
  if (member || typeof fetch !== 'function') return;
  const named = document.querySelector<HTMLMetaElement>(`meta[name="${PAGE_DATA_META}"]`)?.content ?? '';
  for (const path of named.split(/\s+/)) {
    if (!path.startsWith('/')) continue;
    const url = `${apiUrl.replace(/\/$/, '')}${path}`;
    if (early.has(url) || embedded.has(url)) continue;
    // The request the site's client makes for a visitor: JSON asked for, cookies only to the page's own origin.
    const answer = fetch(url, { headers: { Accept: 'application/json' }, credentials: 'same-origin' }).then(
      async (response) => ({ status: response.status, body: await response.text() }),
    );
    // A call that fails here is simply made again by the site.
    answer.catch(() => undefined);
    early.set(url, { answer, at: Date.now() });
  }
}

/** The early answer to a GET of `url`, once; undefined when there is none (or it is too old to stand for a new one). */
export function takeEarlyAnswer(url: string): Promise<EarlyAnswer> | undefined {
  const entry = early.get(url);
  if (!entry) return undefined;
  early.delete(url);
  return Date.now() - entry.at <= EARLY_ANSWER_MS ? entry.answer : undefined;
}
