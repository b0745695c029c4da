import { createHttp, createRefreshCoordinator, type TokenStore } from '@lobby/api-client';
import { describe, expect, it } from 'vitest';
import { createFakeServer, fixtures } from './fakeServer';

const tokens: TokenStore = {
  accessToken: () => 'access-demo01',
  refreshToken: () => undefined,
  saveTokens: () => undefined,
  endSession: () => undefined,
};

function client(server: ReturnType<typeof createFakeServer>, failures: string[] = []) {
  const coordinator = createRefreshCoordinator(tokens, async () => ({ accessToken: 'a', refreshToken: 'r' }));
  const http = createHttp({
    baseURL: 'http://api.test',
    store: tokens,
    coordinator,
    onApiFailure: (path) => failures.push(path),
  });
  http.defaults.adapter = server.adapter;
  return http;
}

describe('fake platform server', () => {
  it('answers by method and path through the real axios instance and records what it was sent', async () => {
    const server = createFakeServer({ 'POST /api/v1/member/credit': fixtures.ok({ result: { balance: 99 } }) });
    const http = client(server);
    const answer = await http.post('/api/v1/member/credit', { a: 1 });
    expect(answer.data).toMatchObject({ code: 0, result: { balance: 99 } });
    expect(server.calls('POST /api/v1/member/credit')).toEqual([
      {
        method: 'POST',
        path: '/api/v1/member/credit',
        body: { a: 1 },
        params: {},
        authorization: 'Bearer access-demo01',
      },
    ]);
  });

  it('answers 8000 on a route it does not know', async () => {
    const http = client(createFakeServer());
    await expect(http.post('/api/nowhere')).resolves.toMatchObject({ data: { code: 8000 } });
  });

  it('fails like an unreachable server while down, and answers again once back', async () => {
    const server = createFakeServer();
    const failures: string[] = [];
    const http = client(server, failures);
    server.setDown(true);
    await expect(http.post('/api/v1/member/credit')).rejects.toMatchObject({ kind: 'network' });
    expect(failures).toEqual(['/api/v1/member/credit']);
    server.setDown(false);
    await expect(http.post('/api/v1/member/credit')).resolves.toMatchObject({ data: { code: 0 } });
  });
});
