import axios, { AxiosError, type AxiosAdapter, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { loadAnswerSchemas } from '@lobby/contract';
import { takeEarlyAnswer, takePageAnswer } from '@lobby/util/prerendered';
import { isMaintenanceExempt, ResponseCode } from './codes';
import { parseEnvelope, type Envelope } from './envelope';
import { ApiError } from './errors';
import type { RefreshCoordinator } from './refresh';
import { authorization, type TokenStore, type Tokens } from './tokens';

export interface HttpOptions {
  baseURL: string;
  store: TokenStore;
  coordinator: RefreshCoordinator;
  /** A failure on a path that is not exempt (spec §7): the shell replaces the page with the maintenance message. */
  onApiFailure(path: string, error: ApiError): void;
  /** Any answer with a valid envelope: the server is reachable again, so a failure screen can go. */
  onApiAnswered?(): void;
  timeoutMs?: number;
  /** The transport (axios's own unless a test gives one); early answers are taken before it is asked. */
  network?: AxiosAdapter;
}

interface LobbyConfig extends InternalAxiosRequestConfig {
  usedToken?: string;
  replayed?: boolean;
  /** A repeated background call (RequestArgs.background): its failure never takes the page down. */
  background?: boolean;
}

declare module 'axios' {
  interface AxiosRequestConfig {
    /** See LobbyConfig.background. */
    background?: boolean;
  }
}

// 9998 means "verify your identity" on register/forgot; elsewhere it takes the page down (spec §8).
const identityPaths = ['/api/v1/member/register', '/api/v1/member/forgot-password', '/api/v1/member/otp'];

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof AxiosError) {
    if (error.response) return new ApiError('http', undefined, `The server answered HTTP ${error.response.status}`);
    return new ApiError('network', undefined, 'The server could not be reached');
  }
  return new ApiError('network', undefined, error instanceof Error ? error.message : String(error));
}

/**
 * The network, or for a GET the answer the page carries (rendered with it at the server), or for an anonymous GET the
 * page's boot script already made (@lobby/util's early calls) its answer: what follows (the envelope check, the
 * failure screen) treats them all alike.
 */
function withEarlyAnswers(network: AxiosAdapter, uriOf: (config: InternalAxiosRequestConfig) => string): AxiosAdapter {
  return async (config) => {
    const get = config.method?.toLowerCase() === 'get';
    const carried = get ? takePageAnswer(uriOf(config)) : undefined;
    const early = !carried && get && !config.headers.has('Authorization') ? takeEarlyAnswer(uriOf(config)) : undefined;
    const answer = carried ?? (await early?.catch(() => undefined));
    // Anything but a success is asked for again: the site's own call then meets the failure as it always would.
    if (!answer || answer.status < 200 || answer.status > 299) return network(config);
    return { data: answer.body, status: answer.status, statusText: '', headers: {}, config, request: null };
  };
}

/**
 * The one axios instance: Authorization header, envelope validation, shared refresh on 7003 with one replay,
 * session end on 7002, maintenance screen for failures on non-exempt paths.
 */
export function createHttp({
  baseURL,
  store,
  coordinator,
  onApiFailure,
  onApiAnswered,
  timeoutMs = 20_000,
  network = axios.getAdapter(axios.defaults.adapter),
}: HttpOptions): AxiosInstance {
  const http = axios.create({ baseURL, timeout: timeoutMs, headers: { Accept: 'application/json' } });
  http.defaults.adapter = withEarlyAnswers(network, (config) => http.getUri(config));

  http.interceptors.request.use((config: LobbyConfig) => {
    const token = store.accessToken();
    config.usedToken = token;
    if (token) config.headers.set('Authorization', authorization(token));
    return config;
  });

  const fail = (config: LobbyConfig | undefined, error: ApiError) => {
    const path = config?.url ?? '';
    if (error.kind !== 'session' && !config?.background && !isMaintenanceExempt(path)) onApiFailure(path, error);
    return Promise.reject(error);
  };

  http.interceptors.response.use(
    async (response) => {
      const config = response.config as LobbyConfig;
      let body: Envelope;
      try {
        body = parseEnvelope(response.data);
      } catch (error) {
        return fail(config, error as ApiError);
      }
      onApiAnswered?.();
      if (body.code === ResponseCode.tokenExpired && !config.replayed) {
        let token: string | null;
        try {
          token = await coordinator.tokenAfterExpiry(config.usedToken);
        } catch (error) {
          return fail(config, toApiError(error));
        }
        if (!token) return Promise.reject(new ApiError('session', ResponseCode.tokenExpired, 'Session expired'));
        return http.request({ ...config, replayed: true } as LobbyConfig);
      }
      if (body.code === ResponseCode.sessionInvalid) {
        store.endSession('invalid');
        return Promise.reject(new ApiError('session', ResponseCode.sessionInvalid, 'Session invalid'));
      }
      if (body.code === ResponseCode.verifyIdentity && !identityPaths.some((p) => (config.url ?? '').endsWith(p))) {
        return fail(config, new ApiError('code', body.code, String(body.message ?? ''), body));
      }
      response.data = body;
      return response;
    },
    (error: unknown) => fail((error as AxiosError).config as LobbyConfig | undefined, toApiError(error)),
  );
  return http;
}

/**
 * POST {base}/refreshtoken/true, multipart, refresh token in the Authorization header (spec §7). The form carries the
 * brand's group id: the platform refuses to refresh another brand's member's session.
 */
export function createRefreshCall(baseURL: string, groupId?: string) {
  return async (refreshToken: string): Promise<Tokens> => {
    let data: unknown;
    const form = new FormData();
    if (groupId) form.append('groupID', groupId);
    try {
      const response = await axios.post(`${baseURL.replace(/\/$/, '')}/refreshtoken/true`, form, {
        headers: { Authorization: authorization(refreshToken) },
        timeout: 20_000,
      });
      data = response.data;
    } catch (error) {
      throw toApiError(error);
    }
    const body = parseEnvelope(data);
    const { refreshAnswer } = await loadAnswerSchemas();
    const answer = refreshAnswer.safeParse(body);
    if (!answer.success) throw new ApiError('code', body.code, 'Refresh refused');
    return { accessToken: answer.data.access_token, refreshToken: answer.data.refresh_token };
  };
}
