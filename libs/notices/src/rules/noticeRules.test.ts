import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  closable,
  dismissedAt,
  emptyAlert,
  enqueue,
  fetchStarted,
  noticesDue,
  readAlert,
  REFRESH_MS,
  SEEN_MS,
  shouldFetch,
  upgradeNotice,
  type AlertCookie,
  type Notice,
} from './noticeRules';

const notice = (id: string, extra: Partial<Notice> = {}): Notice => ({
  id,
  title: `notice ${id}`,
  type: 'promotion',
  link: null,
  imageUrl: null,
  gameName: null,
  content: '<p>x</p>',
  showOne: false,
  forceUpgate: false,
  ...extra,
});

const member = { authenticated: true, routeName: 'index', siteClosed: false, online: true };
const ids = (list: readonly Notice[]) => list.map((n) => n.id);
const minutes = (n: number) => vi.advanceTimersByTime(n * 60_000);

/** One visit to the home page at the fake clock's time: what the member is shown, and the cookie after it. */
function visit(alert: AlertCookie, server: Notice[], context = member) {
  if (!shouldFetch(alert, Date.now(), context)) return { alert, due: [] as Notice[] };
  return noticesDue(fetchStarted(alert, Date.now()), server, Date.now());
}

describe('the announcement queue and the alert cookie (spec §3, §4, §9) on a fake clock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-24T05:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('shows a new notice at once, and again only 2 hours after it was dismissed', () => {
    const server = [notice('1')];
    let { alert, due } = visit(emptyAlert('m1'), server);
    expect(ids(due)).toEqual(['1']);
    expect(alert.results).toEqual([{ id: '1', alert: false, expired: Date.now() }]);
    alert = dismissedAt(alert, '1', Date.now());

    minutes(10);
    ({ alert, due } = visit(alert, server));
    expect(due).toEqual([]);
    minutes(110 - 1);
    ({ alert, due } = visit(alert, server));
    expect(due).toEqual([]);
    minutes(11);
    ({ alert, due } = visit(alert, server));
    expect(ids(due)).toEqual(['1']);
    expect(SEEN_MS).toBe(7_200_000);
  });

  it('fetches at most every 10 minutes, whatever the answer', () => {
    const first = fetchStarted(emptyAlert('m1'), Date.now());
    expect(first.expired).toBe(Date.now() + REFRESH_MS);
    minutes(9);
    expect(shouldFetch(first, Date.now(), member)).toBe(false);
    minutes(1);
    expect(shouldFetch(first, Date.now(), member)).toBe(true);
  });

  it('fetches only for members, on the home page and the profile, online, and never while the site is closed', () => {
    const alert = emptyAlert('m1');
    const now = Date.now();
    expect(shouldFetch(alert, now, member)).toBe(true);
    expect(shouldFetch(alert, now, { ...member, routeName: 'profile' })).toBe(true);
    expect(shouldFetch(alert, now, { ...member, routeName: 'list-id' })).toBe(false);
    expect(shouldFetch(alert, now, { ...member, authenticated: false })).toBe(false);
    expect(shouldFetch(alert, now, { ...member, siteClosed: true })).toBe(false);
    expect(shouldFetch(alert, now, { ...member, online: false })).toBe(false);
  });

  it('shows a showOne notice once: dismissed, never again', () => {
    const server = [notice('7', { showOne: true })];
    let { alert, due } = visit(emptyAlert('m1'), server);
    expect(ids(due)).toEqual(['7']);
    alert = dismissedAt(alert, '7', Date.now());
    minutes(60 * 24);
    ({ alert, due } = visit(alert, server));
    expect(due).toEqual([]);
  });

  it('shows a notice that was shown but not dismissed again at the next fetch (its time has passed)', () => {
    const server = [notice('7', { showOne: true })];
    const { alert } = visit(emptyAlert('m1'), server);
    minutes(10);
    expect(ids(visit(alert, server).due)).toEqual(['7']);
  });

  it('shows only the new notice when a known one is still within its time, and forgets notices withdrawn', () => {
    let { alert } = visit(emptyAlert('m1'), [notice('1'), notice('2')]);
    alert = dismissedAt(dismissedAt(alert, '1', Date.now()), '2', Date.now());
    minutes(10);
    const next = visit(alert, [notice('3'), notice('1')]);
    expect(ids(next.due)).toEqual(['3']);
    expect(next.alert.results.map((r) => r.id)).toEqual(['3', '1']);
  });

  it('reads the cookie back; resets a malformed one or another member’s', () => {
    const alert = dismissedAt(visit(emptyAlert('m1'), [notice('1')]).alert, '1', Date.now());
    expect(readAlert(JSON.stringify(alert), 'm1')).toEqual({ alert, malformed: false });
    expect(readAlert(JSON.stringify(alert), 'm2')).toEqual({ alert: emptyAlert('m2'), malformed: false });
    expect(readAlert(undefined, 'm1')).toEqual({ alert: emptyAlert('m1'), malformed: false });
    for (const raw of ['{not json', '[]', 'null', '{"results":[{"id":1}],"user_id":"m1","expired":0}', '{"x":1}'])
      expect(readAlert(raw, 'm1'), raw).toEqual({ alert: emptyAlert('m1'), malformed: true });
  });

  it('keeps bank notices and the forced notice from the close button; others close', () => {
    expect(closable(notice('1', { type: 'bank' }))).toBe(false);
    expect(closable(upgradeNotice)).toBe(false);
    for (const type of ['promotion', 'game', 'maintenance', 'other'])
      expect(closable(notice('1', { type }))).toBe(true);
  });

  it('queues the forced upgrade notice first, and every notice once', () => {
    const queue = enqueue([notice('1'), notice('2')], [notice('2'), notice('3')]);
    expect(ids(queue)).toEqual(['1', '2', '3']);
    expect(ids(enqueue(queue, [upgradeNotice]))).toEqual(['force-upgrade', '1', '2', '3']);
    expect(ids(enqueue([upgradeNotice], [notice('1')]))).toEqual(['force-upgrade', '1']);
  });
});
