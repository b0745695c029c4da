// Page tests only (not exported from '@lobby/games/testing': it pulls in Redux, Apollo and axios).
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { api, apiLocales, apiStatusSlice, createApiClient } from '@lobby/api-client';
import { createTokenStore, emptySession, sessionSlice, type SessionState } from '@lobby/auth-guards';
import { BrandProvider, defineBrand, type BrandInput } from '@lobby/brand';
import { common, createI18n, I18nextProvider, LocaleProvider, splitLocale, type Locale } from '@lobby/i18n';
import { ToastProvider } from '@lobby/ui-kit';
import { DeviceProvider, type DeviceClass } from '@lobby/util';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosHeaders, type AxiosAdapter } from 'axios';
import type { i18n } from 'i18next';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { Observable } from 'rxjs';
import { gamesLocales } from '../locales';
import { makeCategory, makeGame } from './fixtures';
import { providers, type GameItem } from '../types';

const instances = new Map<Locale, i18n>();

/** The site's i18n for the game pages: common, api (code messages) and games. */
export function pageI18n(locale: Locale): i18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = createI18n(locale, { common, api: apiLocales, games: gamesLocales });
    instances.set(locale, instance);
  }
  return instance;
}

/** A logged-in member as the session slice holds one after login (platform server login answer). */
export const memberSession: Partial<SessionState> = {
  accessToken: 'access-demo01',
  refreshToken: 'refresh-demo01',
  userId: 'id-demo01',
  username: 'demo01',
  groupId: 'NKG01',
  counts: { countFavourite: 1, countRecent: 2 },
};

// ---- GraphQL (Apollo link) ------------------------------------------------------------------------------------------

export interface GqlCall {
  operationName: string;
  variables: Record<string, unknown>;
  authorization: string | undefined;
}

/** An operation's answer: `data`, or `{ errors }` (GraphQL errors with extensions.code). */
export type GqlAnswer = Record<string, unknown>;
export type GqlHandler = GqlAnswer | ((variables: Record<string, unknown>) => GqlAnswer | Promise<GqlAnswer>);

/** A game as the `lists` answer carries it (with __typename, so Apollo's cache normalises it by _id). */
export function gqlGame(index: number, overrides: Partial<GameItem> = {}) {
  return { __typename: 'Game' as const, ...makeGame(index, { favourite: false, ...overrides }) };
}

export function gqlGames(count: number, overrides: Partial<GameItem> = {}, from = 0) {
  return Array.from({ length: count }, (_, i) => gqlGame(from + i, overrides));
}

/** The `categorys` answer: a tile per provider and game type, handles `{type}-{code}` as the platform seeds them. */
export function gqlCategories() {
  return providers.flatMap((provider) =>
    provider.categories.map((type) => ({
      __typename: 'Category' as const,
      ...makeCategory(provider.id, type, {
        handle: `${type}-${provider.id}`,
        enable: null,
        favourite: null,
        recent: null,
        maintenance: false,
      }),
    })),
  );
}

export const gqlCounts = (countFavourite: number, countRecent: number) => ({
  __typename: 'Counts' as const,
  countFavourite,
  countRecent,
});

/** Default answers: a page of a list, short lists, all provider tiles, counts. */
const gqlDefaults: Record<string, GqlHandler> = {
  GamesPage: (variables) => ({
    listsPage: { __typename: 'GamePage', total: 3, items: gqlGames(3, {}, Number(variables.offset ?? 0)) },
  }),
  GamesList: () => ({ lists: gqlGames(6) }),
  GameCategories: () => ({ categorys: gqlCategories() }),
  AddFavourite: () => ({ addFavourite: gqlCounts(2, 2) }),
  AddRecent: () => ({ addRecent: gqlCounts(1, 3) }),
};

export function createFakeGraphql(handlers: Record<string, GqlHandler> = {}) {
  const table: Record<string, GqlHandler> = { ...gqlDefaults, ...handlers };
  const calls: GqlCall[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const headers = (operation.getContext().headers ?? {}) as Record<string, string>;
        const call: GqlCall = {
          operationName: operation.operationName ?? '',
          variables: { ...operation.variables },
          authorization: headers.authorization,
        };
        calls.push(call);
        const handler = table[call.operationName];
        Promise.resolve(
          typeof handler === 'function'
            ? handler(call.variables)
            : (handler ?? { errors: [{ message: `no handler for ${call.operationName}` }] }),
        )
          .then((answer) => {
            observer.next('errors' in answer ? (answer as ApolloLink.Result) : { data: answer });
            observer.complete();
          })
          .catch((error: unknown) => observer.error(error));
      }),
  );
  return {
    link,
    calls,
    on(operationName: string, handler: GqlHandler) {
      table[operationName] = handler;
    },
    /** Variables of every call of one operation. */
    variablesOf(operationName: string) {
      return calls.filter((c) => c.operationName === operationName).map((c) => c.variables);
    },
  };
}

// ---- REST (axios adapter) -------------------------------------------------------------------------------------------

export interface RestCall {
  method: string;
  path: string;
  body: Record<string, unknown>;
  authorization: string | undefined;
}

export type RestHandler =
  Record<string, unknown> | ((call: RestCall) => Record<string, unknown> | Promise<Record<string, unknown>>);

/** The platform server at the axios adapter: the api-client's real axios instance runs, only the network is fake. */
export function createFakeRest(routes: Record<string, RestHandler> = {}) {
  const table: Record<string, RestHandler> = {
    'POST /api/v1/member/game/launch': (call) => ({
      code: 0,
      message: 'success',
      result:
        `http://api.test/play/${String(call.body.gameID)}?ticket=t` +
        `&lang=${String(call.body.lang)}&client=${String(call.body.client)}`,
    }),
    ...routes,
  };
  const calls: RestCall[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const path = (config.url ?? '').split('?')[0] ?? '';
    const raw =
      typeof config.data === 'string' && config.data
        ? (JSON.parse(config.data) as Record<string, unknown>)
        : ((config.data ?? {}) as Record<string, unknown>);
    const authorization = config.headers.get('Authorization');
    const call: RestCall = {
      method,
      path,
      body: raw,
      authorization: typeof authorization === 'string' ? authorization : undefined,
    };
    calls.push(call);
    const handler = table[`${method} ${path}`];
    const data =
      handler === undefined
        ? { code: 8000, message: `no route ${method} ${path}` }
        : typeof handler === 'function'
          ? await handler(call)
          : handler;
    return { data, status: 200, statusText: 'OK', headers: new AxiosHeaders(), config };
  };
  return {
    adapter,
    calls,
    on(key: string, handler: RestHandler) {
      table[key] = handler;
    },
    callsTo(key: string) {
      return calls.filter((c) => `${c.method} ${c.path}` === key);
    },
  };
}

// ---- Page -----------------------------------------------------------------------------------------------------------

export interface RenderGamesPageOptions {
  /** Address with locale prefix and query, e.g. '/list/slot?sort=2', '/en/game/12/lucky-dragon'. */
  url: string;
  /** Route pattern without locale prefix, e.g. '/list/:id?'. */
  path: string;
  session?: Partial<SessionState>;
  device?: DeviceClass;
  graphql?: ReturnType<typeof createFakeGraphql>;
  rest?: ReturnType<typeof createFakeRest>;
  brand?: Partial<BrandInput>;
}

function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{`${location.pathname}${location.search}`}</p>;
}

/**
 * Renders a game page as the site does: Redux store (RTK Query api + session slice), the api-client's axios instance
 * on a fake server, Apollo on a fake GraphQL link, i18n in the URL's locale, brand, device, toasts and a data router.
 */
export function renderGamesPage(ui: ReactElement, options: RenderGamesPageOptions) {
  const { url, path, session = {}, device = 'mobile', brand = {} } = options;
  const graphql = options.graphql ?? createFakeGraphql();
  const rest = options.rest ?? createFakeRest();
  const { locale } = splitLocale(new URL(url, 'http://site.test').pathname);

  const store = configureStore({
    reducer: combineSlices(sessionSlice, apiStatusSlice, api),
    preloadedState: { session: { ...emptySession, ...session } } as never,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  const tokens = createTokenStore(
    () => store.getState().session,
    store.dispatch,
    () => undefined,
  );
  const { http } = createApiClient({ baseURL: 'http://api.test', store: tokens, onApiFailure: () => undefined });
  http.defaults.adapter = rest.adapter;

  const auth = new ApolloLink((operation, forward) => {
    const token = store.getState().session.accessToken;
    if (token) operation.setContext({ headers: { authorization: `Bearer ${token}` } });
    return forward(operation);
  });
  const apollo = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.from([auth, graphql.link]) });

  const prefix = locale === 'en' ? '/en' : '';
  const router = createMemoryRouter(
    [
      { path: `${prefix}${path}`, element: ui },
      { path: '*', element: <Landed /> },
    ],
    { initialEntries: [url] },
  );
  const testBrand = defineBrand({
    id: 'test-brand',
    siteName: 'Test Brand',
    siteTitle: { th: 'เทสต์แบรนด์', en: 'Test Brand' },
    logo: '/brand/logo.svg',
    theme: {
      bg: '#0b0a08',
      bgMenu: '#16130d',
      bgBtn: '#e8b64c',
      bgCard: '#1f1a12',
      bgSubBtnAndGbIcon: '#3a2f1c',
      bgBtnInContent: '#f5ce79',
    },
    defaultGroupId: 'NKG01',
    ...brand,
  });
  const i18n = pageI18n(locale);
  const user = userEvent.setup({ delay: null });
  const result = render(
    <BrandProvider brand={testBrand}>
      <DeviceProvider device={device}>
        <Provider store={store}>
          <ApolloProvider client={apollo}>
            <I18nextProvider i18n={i18n}>
              <LocaleProvider locale={locale}>
                <ToastProvider closeLabel={common[locale].actions.close} regionLabel={common[locale].notifications}>
                  <RouterProvider router={router} />
                </ToastProvider>
              </LocaleProvider>
            </I18nextProvider>
          </ApolloProvider>
        </Provider>
      </DeviceProvider>
    </BrandProvider>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...result, user, store, graphql, rest, router, location, apollo };
}
