import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, gql, login, post, testServer, type TestServer } from './helpers.ts';

let t: TestServer;
beforeAll(async () => (t = await testServer()));
afterAll(() => t.close());

const favourites = `query F($groupID: String!) { lists(groupID: $groupID, limit: 3) { _id favourite recent } }`;

/** The calls a visitor may make too, which read the member's own data when a token comes with them. */
const calls = {
  graphql: async (token?: string) => {
    const answer = await gql(t.app, favourites, { groupID: 'NKG01' }, token);
    return answer.errors?.[0]?.extensions.code ?? 0;
  },
  'game lists': async (token?: string) =>
    (await post(t.app, '/api/v3/member/game/lists', { groupID: 'NKG01', limit: 3 }, token)).body.code,
  'game categories': async (token?: string) =>
    (await post(t.app, '/api/v3/member/game/categorys', { groupID: 'NKG01', type: 'slot' }, token)).body.code,
  'tournament board': async (token?: string) =>
    (await get(t.app, '/api/v3/member/tournament/board?id=NKG01-slot-weekly&lang=en&groupID=NKG01', token)).body.code,
};

describe('a token whose session ended', () => {
  it.each(Object.entries(calls))(
    '%s: answered while the session lives, 7002 after logout, a visitor still served',
    async (_name, send) => {
      const session = await login(t.app, 'demo01');
      expect(await send(session.access_token)).toBe(0);
      expect((await post(t.app, '/api/v1/member/logout', undefined, session.access_token)).body.code).toBe(0);
      // The token itself has not expired: only the session says it ended.
      expect(await send(session.access_token)).toBe(7002);
      expect(await send()).toBe(0);
    },
  );
});
