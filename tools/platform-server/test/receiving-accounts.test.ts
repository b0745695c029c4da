import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, type TestServer } from './helpers.ts';

let t: TestServer;
beforeAll(async () => (t = await testServer()));
afterAll(() => t.close());

// The template holds every brand's group.json applied with its demo members (a sandbox start).
describe("the brands' receiving accounts", () => {
  it('belong to no member: a player who types the number a transfer sheet shows is not told it is taken', async () => {
    const channels = await t.db.query<{ group_id: string; code: string }>(
      `SELECT c.group_id, c.code FROM payment_channels c
       JOIN member_bank_accounts a ON a.bank_id = c.bank_id AND a.bank_no = c.acc_no`,
    );
    expect(channels).toEqual([]);
    const [withAccounts] = await t.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM payment_channels WHERE acc_no IS NOT NULL',
    );
    expect(withAccounts?.count).toBeGreaterThan(0);
  });
});
