import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { askAdminDoor } from '../src/operator/adminDoor.ts';
import { UsageError } from '../src/operator/commands.ts';
import { testServer, type TestServer } from './helpers.ts';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((done) => s.close(done))));
});

async function listen(handler: RequestListener): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A port nothing listens on: one a server had, closed again. */
async function closedPort(): Promise<string> {
  const base = await listen(() => {});
  await new Promise((done) => servers.pop()!.close(done));
  return base;
}

describe('the admin CLI asks a running server first', () => {
  it("answers with the real server's result", async () => {
    const t: TestServer = await testServer();
    try {
      const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const answer = await askAdminDoor<string>(base, '/admin/command', { args: ['status'] }, { timeoutMs: 10_000 });
      expect(answer).toEqual({ answered: expect.stringContaining('maintenance') });
    } finally {
      await t.close();
    }
  });

  it('falls back to the database only when nothing listens at the address', async () => {
    const base = await closedPort();
    expect(await askAdminDoor(base, '/admin/command', { args: ['status'] }, { timeoutMs: 5000 })).toEqual({
      noServer: true,
    });
  });

  it('a server that is there but slow is an error that says so, never the other database', async () => {
    const base = await listen(() => {}); // takes the request and never answers
    const asking = askAdminDoor(base, '/admin/command', { args: ['vitals'] }, { timeoutMs: 300 });
    await expect(asking).rejects.toBeInstanceOf(UsageError);
    await expect(asking).rejects.toThrow(/did not answer within 0.3 s/);
  });

  it("a refusal is the server's message; a body that is not JSON is named, not read as no server", async () => {
    const refusing = await listen((_req, res) => res.end(JSON.stringify({ code: 8000, message: 'unknown command' })));
    await expect(askAdminDoor(refusing, '/admin/command', { args: ['x'] }, { timeoutMs: 5000 })).rejects.toThrow(
      'unknown command',
    );
    const html = await listen((_req, res) => res.writeHead(502).end('<html>bad gateway</html>'));
    await expect(askAdminDoor(html, '/admin/command', { args: ['x'] }, { timeoutMs: 5000 })).rejects.toThrow(
      /answered 502 with a body that is not JSON/,
    );
  });
});
