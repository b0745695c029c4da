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

const early = new Map<string, { answer: Promise<EarlyAnswer>; at: number }>();

/** Starts the calls the page's meta names (paths on the API), unless the visitor is a member (theirs carry a token). */
export function startEarlyCalls(apiUrl: string, member: boolean): void {
  if (member || typeof fetch !== 'function') return;
  const named = document.querySelector<HTMLMetaElement>(`meta[name="${PAGE_DATA_META}"]`)?.content ?? '';
  for (const path of named.split(/\s+/)) {
    if (!path.startsWith('/')) continue;
    const url = `${apiUrl.replace(/\/$/, '')}${path}`;
    if (early.has(url)) continue;
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
