/**
 * The announcement rules of spec §3 / §4 as pure functions of the time (`now`, ms), so they are tested on a fake
 * clock: what the `alert` cookie holds, when notices are fetched, which are shown, in what order, and how they close.
 */

/** Spec §3 Notification, as getNotifys answers it. */
export interface Notice {
  id: string;
  title: string;
  /** bank | promotion | game | maintenance | other */
  type: string;
  link: string | null;
  imageUrl: string | null;
  gameName: string | null;
  /** HTML from the operator: shown only through sanitizeNoticeHtml. */
  content: string;
  showOne: boolean;
  forceUpgate: boolean;
}

/** One notice the member has been shown, with the spec's local fields. */
export interface SeenNotice {
  id: string;
  /** Dismissed at least once. */
  alert: boolean;
  /** Not shown again before this time (ms). */
  expired: number;
}

/** The `alert` cookie (spec §3): the notices seen, whose they are, and when to fetch again (ms). */
export interface AlertCookie {
  results: SeenNotice[];
  user_id: string;
  expired: number;
}

/** Spec §9: a dismissed notice stays away 2 hours; notices are fetched at most every 10 minutes. */
export const SEEN_MS = 2 * 60 * 60 * 1000;
export const REFRESH_MS = 10 * 60 * 1000;

/** Where notices are fetched (spec §4): the home page and the profile. */
export const FETCH_ROUTES: ReadonlySet<string> = new Set(['index', 'profile']);
/** Where none is shown (spec §2): the login and register pages. */
export const QUIET_ROUTES: ReadonlySet<string> = new Set(['login', 'register-id', 'registerAff-id', 'aff-id']);

/** The forced notice's id: it comes from the upgrade flag, not from getNotifys. */
export const UPGRADE_NOTICE_ID = 'force-upgrade';

/** The forced notice of spec §4 (its words are the site's own, in the member's language). */
export const upgradeNotice: Notice = {
  id: UPGRADE_NOTICE_ID,
  title: '',
  type: 'bank',
  link: null,
  imageUrl: null,
  gameName: null,
  content: '',
  showOne: false,
  forceUpgate: true,
};

export const emptyAlert = (userId: string): AlertCookie => ({ results: [], user_id: userId, expired: 0 });

const isSeen = (value: unknown): value is SeenNotice => {
  const v = value as Partial<SeenNotice> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.id === 'string' &&
    typeof v.alert === 'boolean' &&
    typeof v.expired === 'number'
  );
};

/**
 * The cookie for this member. Another member's is replaced by an empty one; one that is not the spec's shape is
 * `malformed` (the caller logs it) and reset to an empty list (spec §8).
 */
export function readAlert(raw: string | undefined, userId: string): { alert: AlertCookie; malformed: boolean } {
  if (raw === undefined || raw === '') return { alert: emptyAlert(userId), malformed: false };
  try {
    const value = JSON.parse(raw) as Partial<AlertCookie> | null;
    const valid =
      typeof value === 'object' &&
      value !== null &&
      typeof value.user_id === 'string' &&
      typeof value.expired === 'number' &&
      Array.isArray(value.results) &&
      value.results.every(isSeen);
    if (!valid) return { alert: emptyAlert(userId), malformed: true };
    return { alert: value.user_id === userId ? (value as AlertCookie) : emptyAlert(userId), malformed: false };
  } catch {
    return { alert: emptyAlert(userId), malformed: true };
  }
}

export interface FetchContext {
  authenticated: boolean;
  routeName: string;
  siteClosed: boolean;
  online: boolean;
}

/** Spec §4: members only, on the home page and the profile, never while the site is closed, at most every 10 min. */
export function shouldFetch(alert: AlertCookie, now: number, context: FetchContext): boolean {
  return (
    context.authenticated &&
    context.online &&
    !context.siteClosed &&
    FETCH_ROUTES.has(context.routeName) &&
    now >= alert.expired
  );
}

/** A fetch is under way: no other for the next 10 minutes, whatever it answers (a failure is only logged). */
export const fetchStarted = (alert: AlertCookie, now: number): AlertCookie => ({ ...alert, expired: now + REFRESH_MS });

/**
 * What getNotifys answered, against what the member has seen: a notice not in the list is shown at once and kept
 * with alert false; a known one again only once its time has passed, unless it is a showOne notice already
 * dismissed. Notices the server no longer sends are forgotten.
 */
export function noticesDue(alert: AlertCookie, notices: readonly Notice[], now: number) {
  const known = new Map(alert.results.map((seen) => [seen.id, seen]));
  const due: Notice[] = [];
  const results: SeenNotice[] = [];
  for (const notice of notices) {
    const seen = known.get(notice.id);
    if (!seen) {
      due.push(notice);
      results.push({ id: notice.id, alert: false, expired: now });
      continue;
    }
    if (now >= seen.expired && !(notice.showOne && seen.alert)) due.push(notice);
    results.push(seen);
  }
  return { alert: { ...alert, results }, due };
}

/** Spec §4: a dismissed notice is seen for 2 hours. */
export function dismissedAt(alert: AlertCookie, id: string, now: number): AlertCookie {
  return {
    ...alert,
    results: alert.results.map((seen) => (seen.id === id ? { ...seen, alert: true, expired: now + SEEN_MS } : seen)),
  };
}

/** Adds notices to the queue once each; the forced upgrade notice always goes first (spec §4). */
export function enqueue(queue: readonly Notice[], incoming: readonly Notice[]): Notice[] {
  const next = [...queue];
  for (const notice of incoming) if (!next.some((queued) => queued.id === notice.id)) next.push(notice);
  return [...next.filter((n) => n.forceUpgate), ...next.filter((n) => !n.forceUpgate)];
}

/** Bank notices and the forced notice are confirmed with their button; the close button is not offered (spec §4). */
export const closable = (notice: Notice): boolean => notice.type !== 'bank' && !notice.forceUpgate;
