import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { apiFailed, apiRecovered, createApiClient, selectApiFailure } from '@lobby/api-client';
import { createApolloClient } from '@lobby/api-client/apollo';
import { createTokenStore, emptySession, selectSession, type SessionState } from '@lobby/auth-guards';
import type { BrandInput } from '@lobby/brand';
import { createSiteStore, SiteProviders } from '@lobby/site';
import { testBrand, type FakeGraphql, type FakeServer } from '@lobby/testing';
import type { DeviceClass, FeatureManifest } from '@lobby/util';
import { buildRoutes } from '../routes/buildRoutes';
import { siteFeatures } from '../routes/routeTable';
import { createSiteI18n } from '../site/i18n';
import { I18nInstancesContext } from '../site/SiteContext';

export interface SiteHarnessOptions {
  brand?: Partial<BrandInput>;
  device?: DeviceClass;
  session?: Partial<SessionState>;
  /** The sidebar's state at start: open on a desktop, closed elsewhere (as the site starts it). */
  sideBarOpen?: boolean;
  /** A fake platform server for REST; without one every call fails as with a server that is down. */
  server?: FakeServer;
  /** A fake GraphQL endpoint; without one GraphQL calls fail like REST ones. */
  graphql?: FakeGraphql;
  /** Changes to the site's route tree before the router is made, e.g. a page whose loader fails (see failingRoute). */
  mapRoutes?: (routes: RouteObject[]) => RouteObject[];
}

type FeatureStrings = Awaited<ReturnType<NonNullable<FeatureManifest['lazyNamespaces']>[string]>>;
const lazyStrings = new Map<string, FeatureStrings>();

/**
 * Loads every feature's lazy strings once, for createSiteHarness to give each site it makes. The site adds a feature's
 * strings to its one i18n instance when the feature's code first loads; a widget's code loads once per page (e.g. the
 * money drawers, a module-level React.lazy), so a second site made in the same page (the next story) would never get
 * them and show keys.
 */
export async function loadLazyStrings(): Promise<void> {
  const loaders = siteFeatures.flatMap((feature) => Object.entries(feature.lazyNamespaces ?? {}));
  for (const [namespace, strings] of await Promise.all(
    loaders.map(async ([namespace, load]) => [namespace, await load()] as const),
  ))
    lazyStrings.set(namespace, strings);
}

/** True once loadLazyStrings has run (a site made before would lack the strings of features loaded lazily). */
export const lazyStringsLoaded = () => lazyStrings.size > 0;

/**
 * The whole site (real router, store, i18n, guards, layouts) at one URL with only the network replaced: what the
 * shell's tests render in jsdom and what Storybook shows as a screen. No test runner inside.
 */
export function createSiteHarness(url: string, options: SiteHarnessOptions = {}) {
  const device = options.device ?? 'desktop';
  const store = createSiteStore({
    sideBar: { open: options.sideBarOpen ?? device === 'desktop' },
    session: { ...emptySession, ...options.session },
  });
  const session = () => selectSession(store.getState());
  // A real API client; pointed nowhere unless a fake server answers.
  const { http } = createApiClient({
    baseURL: 'http://api.invalid',
    store: createTokenStore(session, store.dispatch, () => undefined),
    onApiFailure: (path, error) => store.dispatch(apiFailed({ path, kind: error.kind, code: error.code })),
    onApiAnswered: () => {
      if (selectApiFailure(store.getState())) store.dispatch(apiRecovered());
    },
    ...(options.graphql
      ? { apollo: (apollo) => createApolloClient({ ...apollo, terminal: options.graphql!.link }) }
      : {}),
  });
  if (options.server) http.defaults.adapter = options.server.adapter;
  const brand = testBrand(options.brand);
  const routes = buildRoutes({ session, device, brand });
  const router = createMemoryRouter(options.mapRoutes?.(routes) ?? routes, { initialEntries: [url] });
  const i18n = createSiteI18n();
  for (const [namespace, strings] of lazyStrings)
    for (const locale of ['th', 'en'] as const)
      i18n[locale].addResourceBundle(locale, namespace, strings[locale], true, true);
  const element = (
    <SiteProviders brand={brand} device={device} store={store}>
      <I18nInstancesContext.Provider value={i18n}>
        <RouterProvider router={router} />
      </I18nInstancesContext.Provider>
    </SiteProviders>
  );
  return { element, router, store };
}

/** The route tree with the named route (in every language) changed, e.g. to show how a page ends when it fails. */
export function changeRoute(name: string, change: (route: RouteObject) => RouteObject) {
  const map = (routes: RouteObject[]): RouteObject[] =>
    routes.map((route) => {
      const handle = route.handle as { route?: { name?: string } } | undefined;
      if (handle?.route?.name === name) return change(route);
      return route.children ? ({ ...route, children: map(route.children) } as RouteObject) : route;
    });
  return map;
}

/** The named page's loader throws `error()`: how a page that fails loading its data ends (the site's error page). */
export const failingRoute = (name: string, error: () => unknown) =>
  changeRoute(
    name,
    (route) =>
      ({
        ...route,
        loader: () => {
          throw error();
        },
      }) as RouteObject,
  );
