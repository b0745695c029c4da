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
    }
  | { kind: 'redirect'; location: string };

const PRERENDER_ORIGIN = 'http://prerender.invalid';

/**
 * Renders the site's pages to HTML at build time (React 19's static rendering through React Router's static
 * handler): the visitor's view of each page, in the page's language, which the browser then hydrates (createSite).
 * Nothing here reaches the network: the API client and Apollo exist only so pages render their loading state.
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
  // Nothing is sent: a call is only written down, while a page's prefetch runs, and stays unanswered.
  let asked: string[] | undefined;
  http.defaults.adapter = (config) => {
    if (config.method?.toLowerCase() === 'get') asked?.push(http.getUri(config).slice(PRERENDER_ORIGIN.length));
    return new Promise(() => undefined);
  };
  /** The calls the page's prefetch (createSite runs it before hydrating) makes, as a visitor. */
  async function prefetchedCalls(matches: readonly { route: { handle?: unknown } }[], path: string) {
    asked = [];
    const url = new URL(path, PRERENDER_ORIGIN);
    const { locale } = splitLocale(url.pathname);
    for (const { route } of matches)
      (route.handle as RouteHandle | undefined)?.prefetch?.({
        dispatch: store.dispatch,
        groupId: brand.defaultGroupId,
        url,
        locale,
      });
    // The base query reaches the client after a few promise steps; a macrotask later they have all run.
    await new Promise((resolve) => setTimeout(resolve));
    const calls = [...new Set(asked)];
    asked = undefined;
    store.dispatch(api.util.resetApiState());
    return calls;
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

  /** A page as a visitor first sees it; with `skeleton`, its layout around the page's placeholder (no guards run). */
  return async function render(path: string, { skeleton = false } = {}): Promise<PrerenderResult> {
    const handler = skeleton ? handlers.skeleton : handlers.page;
    const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
    if (context instanceof Response) return { kind: 'redirect', location: context.headers.get('Location') ?? '/' };
    const router = createStaticRouter(handler.dataRoutes, context);
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
    const pageData = skeleton ? [] : await prefetchedCalls(context.matches, path);
    return { kind: 'page', status: context.statusCode, html, locale: splitLocale(path).locale, pageData };
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
