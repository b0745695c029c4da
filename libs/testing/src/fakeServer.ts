import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';

/** 'METHOD /path' as the platform server routes it, e.g. 'POST /api/v1/member/login'. */
export type RouteKey = `${'GET' | 'POST'} /${string}`;

/** One call a page made, as the platform server would receive it. */
export interface FakeRequest {
  method: string;
  /** Path without query, e.g. '/api/v1/member/login'. */
  path: string;
  body: Record<string, unknown>;
  params: Record<string, string>;
  authorization: string | undefined;
  /** The Idempotency-Key header of a call that moves money. */
  idempotencyKey: string | undefined;
}

export type FakeAnswer = Record<string, unknown>;
export type FakeHandler = FakeAnswer | ((request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>);

/** Answers in the contract's shapes (@lobby/contract: the site checks code-0 answers against them). */
export const fixtures = {
  loginAnswer: (username = 'demo01') => ({
    code: 0,
    message: 'success',
    access_token: `access-${username}`,
    refresh_token: `refresh-${username}`,
    result: { username, _id: `id-${username}`, limitSetting: { withdrawMin: 300, withdrawMax: 999999 } },
    groupID: 'NKG01',
    profile: fixtures.profile(username).result,
  }),
  profile: (username = 'demo01') => ({
    code: 0,
    message: 'success',
    result: {
      user: {
        _id: `id-${username}`,
        username,
        bank: 'กสิกรไทย',
        bank_id: 'kbank',
        bank_no: '1234567890',
        firstname: 'สมชาย',
        lastname: 'ใจดี',
        phone: '0811111101',
        group_bank: 'A',
        line_id: null,
        line_linked: false,
        affiliate_code: `aff-${username}`,
      },
      bank: [],
      payment: [],
      truewallet: [],
      usdt: [],
      min_withdraw: 300,
      max_withdraw: 999999,
      site_closed: false,
    },
  }),
  otpSent: (reference = 'AB23') => ({
    code: 0,
    message: 'success',
    result: { reference, expires_in: 300, resend_in: 60 },
  }),
  code: (code: number, message = 'refused', extra: Record<string, unknown> = {}) => ({ code, message, ...extra }),
  ok: (extra: Record<string, unknown> = {}) => ({ code: 0, message: 'success', ...extra }),
};

/** What the platform server answers a logged-in page with when a test does not say otherwise. */
const defaults: Record<RouteKey, FakeHandler> = {
  'POST /api/v1/member/logout': fixtures.ok(),
  // Registration checks the typed OTP before the bank step: right unless a test says otherwise.
  'POST /api/v1/member/otp/verify': fixtures.ok({ message: 'OTP code is correct' }),
  'POST /api/v1/member/data/profile': () => fixtures.profile(),
  'POST /api/v1/member/credit': fixtures.ok({ result: { balance: 1234.5, currency: 'THB' } }),
  'GET /line/api/check': { code: 1, message: 'not linked', result: { linked: false } },
  'POST /api/v1/member/game/launch': (call) =>
    fixtures.ok({
      result:
        `http://api.test/play/${String(call.body.gameID)}` +
        `?ticket=t&lang=${String(call.body.lang)}&client=${String(call.body.client)}`,
    }),
};

function parseBody(data: unknown): Record<string, unknown> {
  if (typeof data === 'string' && data) {
    try {
      return JSON.parse(data) as Record<string, unknown>;
    } catch {
      return {};
    }
  }
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
}

/**
 * The platform server at the axios adapter: the api-client's real axios instance (envelope checks, Authorization
 * header, refresh) runs unchanged; only the network is replaced. Unknown routes answer 8000.
 */
export function createFakeServer(routes: Partial<Record<RouteKey, FakeHandler>> = {}) {
  const table: Partial<Record<RouteKey, FakeHandler>> = { ...defaults, ...routes };
  const requests: FakeRequest[] = [];
  let down = false;

  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    if (down) throw new AxiosError('connect ECONNREFUSED', AxiosError.ERR_NETWORK, config);
    const method = (config.method ?? 'get').toUpperCase();
    const path = (config.url ?? '').split('?')[0] ?? '';
    const params = Object.fromEntries(
      Object.entries((config.params ?? {}) as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
    );
    const header = (name: string) => {
      const value = config.headers.get(name);
      return typeof value === 'string' ? value : undefined;
    };
    const request: FakeRequest = {
      method,
      path,
      body: parseBody(config.data),
      params,
      authorization: header('Authorization'),
      idempotencyKey: header('Idempotency-Key'),
    };
    requests.push(request);
    const handler = table[`${method} ${path}` as RouteKey];
    const data =
      handler === undefined
        ? { code: 8000, message: `fake server: no route ${method} ${path}` }
        : typeof handler === 'function'
          ? await handler(request)
          : handler;
    return { data, status: 200, statusText: 'OK', headers: new AxiosHeaders(), config };
  };

  return {
    adapter,
    requests,
    /** Replaces (or adds) the answer of one route. */
    on(key: RouteKey, handler: FakeHandler) {
      table[key] = handler;
    },
    /** While down, every call fails as with a server that cannot be reached (requests are not recorded). */
    setDown(isDown: boolean) {
      down = isDown;
    },
    /** Requests made to one route. */
    calls(key: RouteKey): FakeRequest[] {
      return requests.filter((r) => `${r.method} ${r.path}` === key);
    },
  };
}

export type FakeServer = ReturnType<typeof createFakeServer>;

/** A promise the test resolves when it wants the server to answer (to hold a call in flight). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
