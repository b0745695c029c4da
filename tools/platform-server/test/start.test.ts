import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import { workspaceGroups } from '../src/groups/workspace.ts';
import { createServer } from '../src/server.ts';
import { TEST_HASHING } from './db-url.ts';
import { post } from './helpers.ts';

// The real start path (migrate + seed on a file-backed PGlite) is what `npm start` runs; PostgreSQL runs
// the same path in the other suite files' template, so this one stays on PGlite.
describe.skipIf(Boolean(process.env.DATABASE_URL))('file-backed PGlite start', () => {
  it('migrates and seeds at first start, keeps data across restarts, seeds only once', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'lobby-start-'));
    try {
      const options = {
        database: { pgliteDir: dir },
        passwordHashing: TEST_HASHING,
        tokenSecret: 's',
        sandbox: true,
        groups: await workspaceGroups(REPO_ROOT),
      };
      const first = await createServer(options);
      const login = await post(first, '/api/v1/member/login', { username: 'demo01', password: 'demo1234' });
      expect(login.body.code).toBe(0);
      await first.lobby.db.query(`INSERT INTO settings (key, value) VALUES ('marker', '"kept"')`);
      await first.close();

      const second = await createServer(options);
      const [games] = await second.lobby.db.query<{ n: number }>('SELECT count(*) AS n FROM games');
      const [members] = await second.lobby.db.query<{ n: number }>(
        `SELECT count(*) AS n FROM members WHERE username = 'demo01'`,
      );
      const [marker] = await second.lobby.db.query<{ value: string }>(
        `SELECT value FROM settings WHERE key = 'marker'`,
      );
      expect([games!.n, members!.n, marker!.value]).toEqual([361, 1, 'kept']);
      expect(
        (await post(second, '/api/v1/member/credit', undefined, login.body.access_token as string)).body,
      ).toMatchObject({ code: 0, result: { balance: 5000 } });
      await second.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
