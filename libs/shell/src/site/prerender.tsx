import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, MemoryRouter, StaticRouterProvider } from 'react-router';
import { ApolloClient, ApolloLink, InMemoryCache, Observable } from '@apollo/client';
import { api, createApiClient } from '@lobby/api-client';
import type { BrandConfig } from '@lobby/brand';
import { localizePath, splitLocale, type Locale } from '@lobby/i18n';
import { ConsentBanner, protectionFeature } from '@lobby/protection';
import { createI18nInstances, createSiteStore, LocaleProviders, SiteProviders } from '@lobby/site';
import { PRERENDERED_CONSENT_ID } from '@lobby/util';
import type { EarlyAnswer } from '@lobby/util/prerendered';
import { buildRoutes } from '../routes/buildRoutes';
import { siteNamespaces } from '../routes/routeTable';
import { ErrorPageBoundary } from '../pages/ErrorPages';
import type { RouteHandle } from '../routes/routeHandle';
import { createSiteI18n, loadFeatureStrings } from './i18n';
import { prerenderState } from './hydration';
import { I18nInstancesContext } from './SiteContext';

export type PrerenderResult =
  | {
      kind: 'page';
      status: number;
      html: string;
      locale: Locale;
      /** The GETs the page's prefetch makes for a visitor, as paths on the API (the boot script starts them). */
      pageData: string[];
      /** Rendered with the server's answers (render's `answers`): what each of those GETs answered. */
      answers?: Record<string, EarlyAnswer>;
    }
  | { kind: 'redirect'; location: string };

/** A GET of the API (a path on it) as a server answers it: how a page is rendered with its data at request time. */
export type FetchAnswer = (path: string) => Promise<EarlyAnswer>;

export interface RenderOptions {
  /** Its layout around the page's placeholder (no guards run). */
  skeleton?: boolean;
  /** With its data: the page's prefetch is answered through this first, then the page rendered with the answers. */
  answers?: FetchAnswer;
}

const PRERENDER_ORIGIN = 'http://prerender.invalid';

/**
 * Renders the site's pages to HTML at build time (React 19's static rendering through React Router's static
 * handler): the visitor's view of each page, in the page's language, which the browser then hydrates (createSite).
 * Nothing here reaches the network: the API client and Apollo exist only so pages render their loading state — unless
 * a server renders a page with its data (`answers`, tools/serve), which then asks only through what it is given.
 */
export function createPrerenderer(brand: BrandConfig) {
  const store = createSiteStore({ session: prerenderState.session, sideBar: prerenderState.sideBar });
  const { http } = createApiClient({
    baseURL: PRERENDER_ORIGIN,
    store: {
      accessToken: () => undefined,
      refreshToken: () => undefined,
      saveTokens: () => undefined,
      endSession: () => undefined,
    },
    onApiFailure: () => undefined,
    apollo: () =>
      new ApolloClient({
        ssrMode: true,
        cache: new InMemoryCache(),
        // A page's queries stay loading: the HTML shows their skeletons, the browser asks the server.
        link: new ApolloLink(() => new Observable(() => undefined)),
      }),
  });
  // Nothing is sent: a call is only written down, while a page's prefetch runs, and stays unanswered; or, rendering
  // with data, answered through the server's `answers` and kept for the page to carry.
  let asked: string[] | undefined;
  let answering: { fetch: FetchAnswer; answered: Record<string, EarlyAnswer> } | undefined;
  http.defaults.adapter = async (config) => {
    const path = http.getUri(config).slice(PRERENDER_ORIGIN.length);
    if (config.method?.toLowerCase() !== 'get') return new Promise(() => undefined);
    if (!answering) {
      asked?.push(path);
      return new Promise(() => undefined);
    }
    const answer = await answering.fetch(path);
    answering.answered[path] = answer;
    return { data: answer.body, status: answer.status, statusText: '', headers: {}, config, request: null };
  };
  function prefetch(matches: readonly { route: { handle?: unknown } }[], path: string) {
    const url = new URL(path, PRERENDER_ORIGIN);
    const { locale } = splitLocale(url.pathname);
    for (const { route } of matches)
      (route.handle as RouteHandle | undefined)?.prefetch?.({
        dispatch: store.dispatch,
        groupId: brand.defaultGroupId,
        url,
        locale,
      });
  }
  /** The calls the page's prefetch (createSite runs it before hydrating) makes, as a visitor. */
  async function prefetchedCalls(matches: readonly { route: { handle?: unknown } }[], path: string) {
    asked = [];
    prefetch(matches, path);
    // The base query reaches the client after a few promise steps; a macrotask later they have all run.
    await new Promise((resolve) => setTimeout(resolve));
    const calls = [...new Set(asked)];
    asked = undefined;
    store.dispatch(api.util.resetApiState());
    return calls;
  }
  /** The page's prefetch, answered: the store then holds what the page renders with (an error throws). */
  async function answeredCalls(matches: readonly { route: { handle?: unknown } }[], path: string, fetch: FetchAnswer) {
    answering = { fetch, answered: {} };
    try {
      prefetch(matches, path);
      const results = await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));
      const failed = results.find((result) => result.isError);
      if (failed) throw new Error(`${path}: a call of its prefetch failed (${JSON.stringify(failed.error)})`);
      return answering.answered;
    } finally {
      answering = undefined;
    }
  }
  // One set of strings for every page; a page's lazy namespaces join it when its route first loads.
  const i18n = createSiteI18n();
  const handlerFor = (prerender: true | 'skeleton') =>
    createStaticHandler(
      buildRoutes(
        { session: () => prerenderState.session, device: prerenderState.device, prerender, brand },
        brand.locales,
      ),
    );
  const handlers = { page: handlerFor(true), skeleton: handlerFor('skeleton') };

  // One page at a time: the pages share the store, and one rendered with data must not see another's answers.
  let queue: Promise<unknown> = Promise.resolve();

  /** A page as a visitor first sees it (see RenderOptions). */
  async function renderPage(path: string, { skeleton = false, answers }: RenderOptions): Promise<PrerenderResult> {
    const handler = skeleton ? handlers.skeleton : handlers.page;
    const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
    if (context instanceof Response) return { kind: 'redirect', location: context.headers.get('Location') ?? '/' };
    const router = createStaticRouter(handler.dataRoutes, context);
    try {
      const answered = answers && !skeleton ? await answeredCalls(context.matches, path, answers) : undefined;
      const { prelude } = await prerender(
        <StrictMode>
          <ErrorPageBoundary>
            <SiteProviders brand={brand} device={prerenderState.device} store={store}>
              <I18nInstancesContext.Provider value={i18n}>
                <StaticRouterProvider router={router} context={context} hydrate={false} />
              </I18nInstancesContext.Provider>
            </SiteProviders>
          </ErrorPageBoundary>
        </StrictMode>,
      );
      const html = await new Response(prelude as ReadableStream).text();
      const pageData = skeleton || answered ? [] : await prefetchedCalls(context.matches, path);
      const locale = splitLocale(path).locale;
      return { kind: 'page', status: context.statusCode, html, locale, pageData, answers: answered };
    } finally {
      if (answers) store.dispatch(api.util.resetApiState());
    }
  }

  return function render(path: string, options: RenderOptions = {}): Promise<PrerenderResult> {
    const rendered = queue.then(() => renderPage(path, options));
    queue = rendered.catch(() => undefined);
    return rendered;
  };
}

/**
 * The first-visit consent banner of one language as HTML, for the build to put after `#root` on every page: a new
 * visitor's first screen shows it at once, as the page the banner belongs to (the boot script takes it away for a
 * visitor who already chose; the consent widget replaces it, identical, once it loads). Inert until then.
 */
export async function prerenderConsentBanner(brand: BrandConfig, locale: Locale): Promise<string> {
  // Strings of its own: the pages' instance (createPrerenderer) stays the one their lazy namespaces join.
  const i18n = createI18nInstances(siteNamespaces);
  await loadFeatureStrings(protectionFeature, i18n);
  const store = createSiteStore({ session: prerenderState.session, sideBar: prerenderState.sideBar });
  const policyHref = brand.trust?.documents?.includes('privacy') ? localizePath('/privacy', locale) : undefined;
  const noChoiceYet = () => undefined;
  const { prelude } = await prerender(
    <SiteProviders brand={brand} device={prerenderState.device} store={store}>
      <LocaleProviders i18n={i18n[locale]} locale={locale}>
        <MemoryRouter>
          <ConsentBanner
            onAcceptAll={noChoiceYet}
            onRejectAll={noChoiceYet}
            onManage={noChoiceYet}
            policyHref={policyHref}
          />
        </MemoryRouter>
      </LocaleProviders>
    </SiteProviders>,
  );
  const html = await new Response(prelude as ReadableStream).text();
  return `<div id="${PRERENDERED_CONSENT_ID}" inert>${html}</div>`;
}
