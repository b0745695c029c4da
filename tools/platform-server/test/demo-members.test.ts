import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/db.ts';
import { Code } from '../src/http/codes.ts';
import { createServer } from '../src/server.ts';
import { TEST_HASHING } from './db-url.ts';
import { freshDb, post } from './helpers.ts';

// The template database is what a sandbox start leaves: the brands' demo members, with their known passwords.
let db: Db;
let drop: () => Promise<void>;
let app: FastifyInstance;
beforeAll(async () => {
  ({ db, drop } = await freshDb());
  // A member who registered while the server ran as a sandbox: not a demo member.
  await db.query(
    `INSERT INTO members (username, password_hash, phone, firstname, lastname, group_id, affiliate_code)
     SELECT 'player01', password_hash, '0812000001', 'ผู้เล่น', 'จริง', group_id, 'f00d1e' FROM members
     WHERE username = 'demo01'`,
  );
  app = await createServer({
    db,
    seed: false,
    sandbox: false,
    tokenSecret: 'test-secret',
    passwordHashing: TEST_HASHING,
    publicUrl: 'http://lobby.test',
    affiliateTimer: false,
    pruneTimer: false,
  });
});
afterAll(async () => {
  await app.close();
  await drop();
});

describe('a server started without the sandbox on a database a sandbox used', () => {
  it("refuses the demo members' known passwords", async () => {
    for (const username of ['demo01', 'demo02', 'downline01']) {
      const answer = await post(app, '/api/v1/member/login', { username, password: 'demo1234' });
      expect(answer.body.code, username).toBe(Code.accountDisabled);
    }
  });

  it('leaves every other member as they were', async () => {
    const answer = await post(app, '/api/v1/member/login', { username: 'player01', password: 'demo1234' });
    expect(answer.body.code).toBe(0);
  });
});
