import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../src/operator/commands.ts';
import { pruneTables } from '../src/operator/prune.ts';
import { call, post, testServer, type TestServer } from './helpers.ts';

// Core Web Vitals from the brand sites (issue 14): the beacon, its limits and the admin CLI's report.
let t: TestServer;
beforeAll(async () => {
  t = await testServer({ ipLimits: { loginsPerMinute: 100, otpsPerHour: 100, formsPerHour: 100, vitalsPerMinute: 5 } });
});
afterAll(() => t.close());

const beacon = {
  groupID: 'NKG01',
  page: 'index',
  metrics: [
    { name: 'LCP', value: 1840.5 },
    { name: 'INP', value: 96 },
    { name: 'CLS', value: 0.012 },
  ],
};
/** What navigator.sendBeacon sends for a string: the JSON as text/plain. */
const sendBeacon = (body: unknown, ip = '203.0.113.7') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/vitals',
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    remoteAddress: ip,
  });
const stored = () =>
  t.db.query<{ group_id: string; page: string; metric: string; value: number }>(
    'SELECT group_id, page, metric, value FROM web_vitals ORDER BY id',
  );

describe('the vitals beacon', () => {
  it('keeps each value of a text/plain beacon per brand and page, at the server’s time', async () => {
    await t.db.query('DELETE FROM web_vitals');
    const res = await sendBeacon(beacon);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 0, result: { stored: 3 } });
    expect(await stored()).toEqual([
      { group_id: 'NKG01', page: 'index', metric: 'LCP', value: 1840.5 },
      { group_id: 'NKG01', page: 'index', metric: 'INP', value: 96 },
      { group_id: 'NKG01', page: 'index', metric: 'CLS', value: 0.012 },
    ]);
    const [latest] = await t.db.query<{ at: Date }>('SELECT max(recorded_at) AS at FROM web_vitals');
    expect(new Date(latest!.at).getTime()).toBe(t.clock.now());
  });

  it('takes a JSON body too (the contract’s fuzzer, a client without sendBeacon)', async () => {
    const res = await post(t.app, '/api/v1/vitals', { ...beacon, page: 'list-id', metrics: [beacon.metrics[0]] });
    expect(res.body).toMatchObject({ code: 0, result: { stored: 1 } });
  });

  it.each([
    ['not JSON', '{"groupID":'],
    ['no group', { ...beacon, groupID: '' }],
    ['an unknown group', { ...beacon, groupID: 'NOPE1' }],
    ['an address for a page', { ...beacon, page: '/game/123/slot' }],
    ['an unknown metric', { ...beacon, metrics: [{ name: 'FID', value: 3 }] }],
    ['a negative value', { ...beacon, metrics: [{ name: 'LCP', value: -1 }] }],
    ['a value past any real page', { ...beacon, metrics: [{ name: 'CLS', value: 1e9 }] }],
    ['a metric twice', { ...beacon, metrics: [beacon.metrics[0], beacon.metrics[0]] }],
    ['no metrics', { ...beacon, metrics: [] }],
  ])('answers 8000 to %s and keeps nothing', async (_, body) => {
    await t.db.query('DELETE FROM web_vitals');
    const res = await sendBeacon(body, '203.0.113.8');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 8000 });
    expect(await stored()).toEqual([]);
  });

  it('refuses a body past 2 KB with 413, not a 5xx', async () => {
    const res = await sendBeacon({ ...beacon, page: 'x'.repeat(4000) }, '203.0.113.9');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 8000 });
  });

  it('keeps at most the limit per address and minute; past it answers stored 0 and keeps nothing', async () => {
    await t.db.query('DELETE FROM web_vitals');
    await t.db.query("DELETE FROM rate_limits WHERE key LIKE 'vitals-ip:%'");
    const answers = [];
    for (let i = 0; i < 7; i++) answers.push((await sendBeacon(beacon, '198.51.100.1')).json().result.stored);
    expect(answers).toEqual([3, 3, 3, 3, 3, 0, 0]);
    // Another address has its own count; the next minute starts afresh.
    expect((await sendBeacon(beacon, '198.51.100.2')).json().result.stored).toBe(3);
    t.clock.advance(61);
    expect((await sendBeacon(beacon, '198.51.100.1')).json().result.stored).toBe(3);
    expect(await stored()).toHaveLength(7 * 3);
  });
});

describe('the admin CLI’s vitals report', () => {
  /** Known rows: 4 LCP values of the home page (p75 of 1000, 2000, 3000, 4000 is 3250), and older ones left out. */
  async function knownRows() {
    await t.db.query('DELETE FROM web_vitals');
    const at = (hoursAgo: number) => new Date(t.clock.now() - hoursAgo * 3600_000);
    const rows: [string, string, string, number, Date][] = [
      ...[1000, 2000, 3000, 4000].map((v, i): [string, string, string, number, Date] => [
        'NKG01',
        'index',
        'LCP',
        v,
        at(i + 1),
      ]),
      ['NKG01', 'index', 'INP', 40, at(2)],
      ['NKG01', 'index', 'INP', 240, at(3)],
      ['NKG01', 'index', 'CLS', 0.2, at(1)],
      ['NKG01', 'index', 'LCP', 90_000, at(25)],
      ['NKG01', 'login', 'LCP', 1500, at(5)],
      ['LTP01', 'list-id', 'CLS', 0.05, at(1)],
    ];
    for (const row of rows)
      await t.db.query(
        'INSERT INTO web_vitals (group_id, page, metric, value, recorded_at) VALUES ($1, $2, $3, $4, $5)',
        row,
      );
  }

  it('prints p75 LCP, INP and CLS per brand and page for the last 24 hours', async () => {
    await knownRows();
    const report = await runCommand(t.db, ['vitals'], new Date(t.clock.now()));
    const lines = report.split('\n');
    expect(lines[0]).toMatch(/^web vitals, p75 of the last 24 h/);
    expect(lines.slice(1).map((line) => line.split(/\s{2,}/))).toEqual([
      ['group', 'page', 'LCP ms', 'INP ms', 'CLS'],
      ['LTP01', 'list-id', '-', '-', '0.050 (1)'],
      ['NKG01', 'index', '3250 (4)', '190 (2)', '0.200 (1)'],
      ['NKG01', 'login', '1500 (1)', '-', '-'],
    ]);
  });

  it('narrows to one brand with --group, and says when there is nothing', async () => {
    await knownRows();
    const now = new Date(t.clock.now());
    const report = await runCommand(t.db, ['vitals', '--group', 'LTP01'], now);
    expect(report.split('\n').slice(1)).toHaveLength(2);
    expect(report).toContain('list-id');
    expect(await runCommand(t.db, ['vitals', '--group', 'NKG01'], new Date(t.clock.now() + 30 * 3600_000))).toBe(
      'no web vitals of NKG01 in the last 24 h',
    );
  });

  it('is run by a running server’s admin door as the CLI sends it', async () => {
    await knownRows();
    const res = await call(t.app, 'POST', '/admin/command', { body: { args: ['vitals'] } });
    expect(res.body.code).toBe(0);
    expect(res.body.result).toContain('3250 (4)');
  });

  it('is pruned after 8 days', async () => {
    await knownRows();
    t.clock.advance(8 * 24 * 3600 - 3 * 3600);
    const deleted = await pruneTables(t.app.lobby);
    // Rows older than 8 days from the moved clock: recorded 4 hours ago or earlier, and the 25-hour-old one.
    expect(deleted.web_vitals).toBe(3);
  });
});
