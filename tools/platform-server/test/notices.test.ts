import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, get, gql, login, post, testServer, type TestServer } from './helpers.ts';

/**
 * The operator's side of notices and the closed switch (issue #12): the admin CLI's commands as a running server
 * takes them (POST /admin/command), and what members and brand sites then read.
 */
let t: TestServer;
let nkgToken: string;
let ltpToken: string;

beforeAll(async () => {
  t = await testServer();
  nkgToken = (await login(t.app, 'demo01')).access_token;
  ltpToken = (await login(t.app, 'demo02')).access_token;
});
afterAll(() => t.close());

const admin = (...args: string[]) => call(t.app, 'POST', '/admin/command', { body: { args } });

interface NoticeView {
  id: string;
  title: string;
  type: string;
  link: string | null;
  imageUrl: string | null;
  content: string;
  showOne: boolean;
}

async function notices(groupID: string, groupCustomer: string | null = 'A', token?: string): Promise<NoticeView[]> {
  const q = `query($g: String!, $c: String) { getNotifys(groupID: $g, groupCustomer: $c) {
    id title type link imageUrl content showOne } }`;
  const answer = await gql(t.app, q, { g: groupID, c: groupCustomer }, token);
  return (answer.data as { getNotifys: NoticeView[] }).getNotifys;
}

async function publish(...extra: string[]): Promise<string> {
  const res = await admin('notice', 'publish', '--group', 'NKG01', ...extra);
  expect(res.body).toMatchObject({ code: 0 });
  return /notice (\d+) published/.exec(String(res.body.result))![1]!;
}

describe('notices from the admin CLI', () => {
  it('publishes one with every field, edits it, and the brand (only) reads the change', async () => {
    const id = await publish(
      '--type',
      'promotion',
      '--title',
      'Weekend bonus',
      '--content',
      '<p>20% on Saturday</p>',
      '--link',
      '/promotion',
      '--image',
      '/assets/promotions/welcome.svg',
      '--show-one',
    );
    expect((await notices('NKG01')).find((n) => n.id === id)).toEqual({
      id,
      title: 'Weekend bonus',
      type: 'promotion',
      link: '/promotion',
      imageUrl: 'http://lobby.test/assets/promotions/welcome.svg',
      content: '<p>20% on Saturday</p>',
      showOne: true,
    });
    expect((await notices('LTP01')).map((n) => n.id)).not.toContain(id);

    const edited = await admin('notice', 'edit', id, '--title', 'Sunday bonus', '--type', 'other', '--no-show-one');
    expect(edited.body).toMatchObject({ code: 0 });
    expect((await notices('NKG01')).find((n) => n.id === id)).toMatchObject({
      title: 'Sunday bonus',
      type: 'other',
      showOne: false,
      content: '<p>20% on Saturday</p>',
    });
    // "" clears a field.
    await admin('notice', 'edit', id, '--link', '', '--image', '');
    expect((await notices('NKG01')).find((n) => n.id === id)).toMatchObject({ link: null, imageUrl: null });
  });

  it('expires a notice after its hours, and an edit can lift the expiry', async () => {
    const id = await publish('--title', 'Two hours only', '--content', '<p>soon gone</p>', '--expires-hours', '2');
    expect((await notices('NKG01')).map((n) => n.id)).toContain(id);
    t.clock.advance(2 * 3600 + 60);
    expect((await notices('NKG01')).map((n) => n.id)).not.toContain(id);
    await admin('notice', 'edit', id, '--expires-hours', '0');
    expect((await notices('NKG01')).map((n) => n.id)).toContain(id);
    t.clock.advance(-(2 * 3600 + 60));
  });

  it('aims a notice at one bank group, and moves a member into it', async () => {
    const id = await publish('--type', 'bank', '--title', 'New account', '--content', '<p>x</p>', '--customer', 'VIP7');
    expect((await notices('NKG01', 'A')).map((n) => n.id)).not.toContain(id);
    expect((await notices('NKG01', 'VIP7')).map((n) => n.id)).toContain(id);
    expect((await admin('member', 'bank-group', 'demo01', 'VIP7')).body).toMatchObject({ code: 0 });
    const profile = await post(t.app, '/api/v1/member/data/profile', undefined, nkgToken);
    expect(profile.body).toMatchObject({ result: { user: { group_bank: 'VIP7' } } });
    await admin('member', 'bank-group', 'demo01', 'A');
    expect((await admin('member', 'bank-group', 'demo01', 'no spaces')).body.code).toBe(8000);
    expect((await admin('member', 'bank-group', 'nobody', 'B')).body).toMatchObject({ code: 8000 });
  });

  it('withdraws (kept, hidden) and removes (gone) notices; list shows what is there', async () => {
    const kept = await publish('--title', 'Withdrawn', '--content', '<p>a</p>');
    const gone = await publish('--title', 'Removed', '--content', '<p>b</p>');
    await admin('notice', 'withdraw', kept);
    await admin('notice', 'remove', gone);
    const listed = JSON.parse(String((await admin('notice', 'list', '--group', 'NKG01')).body.result)) as {
      id: number;
      active: boolean;
    }[];
    expect(listed.find((n) => String(n.id) === kept)).toMatchObject({ active: false });
    expect(listed.find((n) => String(n.id) === gone)).toBeUndefined();
    expect((await notices('NKG01')).map((n) => n.id)).not.toContain(kept);
    expect((await admin('notice', 'remove', gone)).body).toMatchObject({
      code: 8000,
      message: `notice ${gone} not found`,
    });
  });

  it('removes every notice of one brand and leaves the others', async () => {
    const before = (await notices('LTP01')).length;
    expect(before).toBeGreaterThan(0);
    const res = await admin('notice', 'remove', 'all', '--group', 'NKG01');
    expect(res.body.result).toMatch(/notices removed from NKG01/);
    expect(await notices('NKG01')).toEqual([]);
    expect(await notices('LTP01')).toHaveLength(before);
  });

  it.each([
    [['--title', 'x', '--content', '<p>x</p>', '--link', 'javascript:alert(1)'], /--link must be an http/],
    [['--title', 'x', '--content', '<p>x</p>', '--image', '//evil.test/x.png'], /--image must be an http/],
    [['--title', 'x', '--content', '<p>x</p>', '--type', 'popup'], /--type must be/],
    [['--title', 'x', '--content', '<p>x</p>', '--expires-hours', '-3'], /--expires-hours/],
    [['--title', 'x'], /--title and --content are required/],
    [['--title', '', '--content', '<p>x</p>'], /--title must be 1-200/],
  ])('refuses a bad notice: %j', async (args, message) => {
    const res = await admin('notice', 'publish', '--group', 'NKG01', ...args);
    expect(res.body.code).toBe(8000);
    expect(res.body.message).toMatch(message);
  });

  it('refuses an edit that changes nothing or names no notice', async () => {
    expect((await admin('notice', 'edit', '1')).body.message).toMatch(/say what to change/);
    expect((await admin('notice', 'edit', 'abc', '--title', 'x')).body.message).toMatch(/give the notice id/);
    expect((await admin('notice', 'edit', '999999', '--title', 'x')).body.message).toBe('notice 999999 not found');
  });
});

describe('the forced deposit-account notice (upgrade flag)', () => {
  const check = () => post(t.app, '/api/v1/member/data/check-is-upgrade', undefined, nkgToken);

  it('is set and taken back per member, and confirming clears it', async () => {
    expect((await check()).body).toMatchObject({ code: 0, result: { is_upgrade: false } });
    await admin('member', 'upgrade', 'demo01');
    expect((await check()).body).toMatchObject({ result: { is_upgrade: true } });
    await admin('member', 'upgrade', 'demo01', '--off');
    expect((await check()).body).toMatchObject({ result: { is_upgrade: false } });
    await admin('member', 'upgrade', 'demo01');
    const confirmed = await post(t.app, '/api/v1/member/data/update-is-upgrade', undefined, nkgToken);
    expect(confirmed.body).toMatchObject({ code: 0, result: { is_upgrade: false } });
    expect((await check()).body).toMatchObject({ result: { is_upgrade: false } });
  });

  it('needs a member', async () => {
    expect((await post(t.app, '/api/v1/member/data/check-is-upgrade')).body.code).toBe(7002);
  });
});

describe('the closed switch', () => {
  const root = async (query = '') => (await get(t.app, `/${query}`)).body as { result: { siteClosed: boolean } };
  const profileClosed = async (token: string) =>
    ((await post(t.app, '/api/v1/member/data/profile', undefined, token)).body.result as { site_closed: boolean })
      .site_closed;

  it('closes one brand: its root answer and its members’ profiles say so, other brands stay open', async () => {
    expect((await admin('site', 'closed', '--group', 'LTP01')).body).toMatchObject({ code: 0 });
    expect((await root('?groupID=LTP01')).result.siteClosed).toBe(true);
    expect((await root('?groupID=NKG01')).result.siteClosed).toBe(false);
    expect((await root()).result.siteClosed).toBe(false);
    expect(await profileClosed(ltpToken)).toBe(true);
    expect(await profileClosed(nkgToken)).toBe(false);
    expect((await admin('status')).body.result).toContain('"LTP01"');
    await admin('site', 'open', '--group', 'LTP01');
    expect((await root('?groupID=LTP01')).result.siteClosed).toBe(false);
    expect(await profileClosed(ltpToken)).toBe(false);
    expect((await admin('site', 'closed', '--group', 'NOPE1')).body).toMatchObject({ code: 8000 });
  });

  it('closes every brand at once', async () => {
    await admin('site', 'closed');
    expect((await root('?groupID=NKG01')).result.siteClosed).toBe(true);
    expect((await root()).result.siteClosed).toBe(true);
    await admin('site', 'open');
    expect((await root('?groupID=NKG01')).result.siteClosed).toBe(false);
  });
});

describe('the sandbox chat widget', () => {
  it('is a script defining window.LobbyChat, greeting in Thai and English, building no HTML from text', async () => {
    const res = await get(t.app, '/sandbox/chat/widget.js');
    expect(res.status).toBe(200);
    expect(res.raw.headers['content-type']).toBe('text/javascript; charset=utf-8');
    const js = res.raw.body;
    expect(js).toContain('window.LobbyChat = api');
    expect(js).toContain('สวัสดีค่ะ');
    expect(js).toContain('Hello! Our team is here to help');
    expect(js).not.toMatch(/innerHTML|eval\(|new Function/);
  });

  it('is not served by a production server', async () => {
    const production = await testServer({ sandbox: false });
    try {
      expect((await get(production.app, '/sandbox/chat/widget.js')).status).toBe(404);
    } finally {
      await production.close();
    }
  });
});
