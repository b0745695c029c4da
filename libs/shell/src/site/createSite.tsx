import { startTransition, StrictMode, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteMatch } from 'react-router';
import { setupListeners } from '@reduxjs/toolkit/query';
import {
  api,
  apiFailed,
  apiRecovered,
  refetchActiveGraphql,
  selectApiFailure,
  startApiClient,
  type RootState,
} from '@lobby/api-client';
import {
  createTokenStore,
  readStoredSession,
  selectSession,
  sessionFromCookies,
  sessionRestored,
  type SessionState,
} from '@lobby/auth-guards';
import type { BrandConfig } from '@lobby/brand';
import { localizePath, splitLocale } from '@lobby/i18n';
import { createSiteStore, SiteProviders } from '@lobby/site';
import { markHydrating } from '@lobby/ui-kit';
import { currentDevice, type DeviceClass, type PagePrefetchContext } from '@lobby/util';
import { hasPageAnswers } from '@lobby/util/prerendered';
import { buildRoutes } from '../routes/buildRoutes';
import { notFoundRoute, type RouteHandle } from '../routes/routeHandle';
import { ErrorPageBoundary } from '../pages/ErrorPages';
import { normalizePath, prerenderState, PRERENDERED_ATTRIBUTE } from './hydration';
import { createSiteI18n } from './i18n';
import { I18nInstancesContext } from './SiteContext';
import { registerServiceWorker } from './serviceWorker';
import { initialSideBar, storedSideBar } from './sideBarSlice';
import type { SiteEnv } from './siteEnv';
import { useSiteSelector } from './store';
import { DEFAULT_VITALS_SAMPLE_RATE, startVitals } from './vitals';
import { TAKEOVER_EVENT, VISITOR_MARK, type TakeoverDetail } from './bootSignals';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * The pages the address opens load before the first render (their chunks and strings), so that render is the page
 * itself: the same tree as the prerendered HTML, or, rendered fresh, never a blank screen in its place.
 */
async function loadMatchedPages(matches: readonly RouteMatch[]): Promise<boolean> {
  try {
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        Object.assign(route, await route.lazy(), { lazy: undefined });
      }),
    );
    return true;
  } catch {
    // A chunk that cannot load: the router loads it again and shows its error page (which reloads once, spec §8).
    return false;
  }
}

/**
 * The guards' answers for the page the build prerendered, as the router's hydration data; null when a guard sends
 * the visitor elsewhere (a member on /login, a visitor on a member's page): then the page renders fresh.
 */
async function guardsPass(matches: readonly RouteMatch[]): Promise<Record<string, unknown> | null> {
  const loaderData: Record<string, unknown> = {};
  const request = new Request(window.location.href);
  const url = new URL(window.location.href);
  for (const { route, params } of matches) {
    if (typeof route.loader !== 'function' || !route.id) continue;
    try {
      const args = { request, url, params, pattern: route.path ?? '', context: undefined };
      loaderData[route.id] = (await route.loader(args)) ?? null;
    } catch {
      return null;
    }
  }
  return loaderData;
}

/**
 * The calls the pages on screen make first, started now rather than from hydration's effects: their chunks are here
 * and the guards let the visitor in (issue 14: `/promotions` waited for all of hydration before asking for its list).
 */
function prefetchPages(matches: readonly RouteMatch[], context: Pick<PagePrefetchContext, 'dispatch' | 'groupId'>) {
  const url = new URL(window.location.href);
  const { locale } = splitLocale(url.pathname);
  for (const { route } of matches) (route.handle as RouteHandle | undefined)?.prefetch?.({ ...context, url, locale });
}

/** The route name of the page an address opens (the deepest match with a handle): what vitals are kept under. */
function routeNameAt(matches: readonly RouteMatch[]): string {
  const handle = matches.findLast(({ route }) => (route.handle as RouteHandle | undefined)?.route)?.route.handle;
  return (handle as RouteHandle | undefined)?.route.name ?? notFoundRoute.name;
}

/** The boot script holds forms sent before this moment (boot.ts `holdEarlySubmits`). */
function tellBootScript(detail: TakeoverDetail): void {
  document.dispatchEvent(new CustomEvent<TakeoverDetail>(TAKEOVER_EVENT, { detail }));
}

/** Mounts one branded site: brand, device, store, API clients, i18n and every route in both languages. */
export function createSite(brand: BrandConfig, container: HTMLElement, env: SiteEnv) {
  const device = currentDevice();
  document.documentElement.dataset.device = device;
  const storedSession = sessionFromCookies(readStoredSession());
  // The build renders each page as a visitor sees it (tools/vite-brand): the browser hydrates that HTML in the same
  // state and applies the member's session right after (SiteRoot hides what depends on it until then).
  const prerendered = container.getAttribute(PRERENDERED_ATTRIBUTE);
  const routes = buildRoutes({ session: () => session(), device, brand }, brand.locales);
  // Matched once: ranking every route of both languages is a phone's noticeable work (issue 14).
  const matches = matchRoutes(routes, window.location) ?? [];
  // `*`: the not-found page, whatever the unknown address; else the one address the page was rendered for.
  const hydrating =
    prerendered === '*'
      ? Boolean(matches.at(-1)?.route.id?.endsWith('/*'))
      : prerendered !== null && normalizePath(prerendered) === normalizePath(window.location.pathname);
  let pendingSession: SessionState | null = hydrating ? storedSession : null;
  const store = createSiteStore({
    sideBar: initialSideBar(device, window.innerWidth, storedSideBar()),
    session: hydrating ? prerenderState.session : storedSession,
  });
  // The guards and the API see the member from the start; only the rendering waits for hydration.
  const session = () => pendingSession ?? selectSession(store.getState());
  // Filled in below: the router needs the store for its guards, the token store needs the router to go to login.
  let goToLogin = () => undefined as unknown;
  // The server answers again after an outage: what is on screen (balance, counts, game lists) was asked for while it
  // was gone, so it is asked for again — RTK Query's reconnect refetch of every subscribed query, Apollo's active ones.
  const catchUp = () => {
    store.dispatch(api.internalActions.onOnline());
    void refetchActiveGraphql().catch(() => undefined);
  };
  const tokens = createTokenStore(session, store.dispatch, () => goToLogin());
  // Loaded right after the entry, not in it: the first screen is the prerendered HTML and calls the API only after.
  startApiClient({
    baseURL: env.apiUrl,
    store: tokens,
    onApiFailure: (path, error) => store.dispatch(apiFailed({ path, kind: error.kind, code: error.code })),
    // The server answering anything again ends an outage screen by itself.
    onApiAnswered: () => {
      if (!selectApiFailure(store.getState())) return;
      store.dispatch(apiRecovered());
      catchUp();
    },
    groupId: brand.defaultGroupId,
  }).catch(() => undefined);
  // Back online (or back to the tab): RTK Query asks again for what is on screen (refetchOnReconnect), Apollo too,
  // and a failure that was only the missing network no longer stands in front of the page.
  setupListeners(store.dispatch);
  window.addEventListener('online', () => {
    if (selectApiFailure(store.getState())?.kind === 'network') store.dispatch(apiRecovered());
    void refetchActiveGraphql().catch(() => undefined);
  });
  const i18n = createSiteI18n();
  const sessionKnown = () => {
    document.documentElement.dataset.session = selectSession(store.getState()).accessToken ? 'member' : 'visitor';
    // The boot script's guess from the cookies is superseded by what is rendered.
    document.documentElement.removeAttribute(VISITOR_MARK);
  };

  /**
   * After hydration: the member's session the HTML could not know, then `<html data-session>` once what is rendered
   * is that session's view on this device (until then CSS hides what depends on the session).
   */
  function SessionShown({ hydrate, siteDevice }: { hydrate: boolean; siteDevice: DeviceClass }) {
    const shown = useSiteSelector(selectSession);
    const [, setRestored] = useState(false);
    useLayoutEffect(() => {
      // Rendered anew: the prerendered forms are gone from the page now, and what they held with them.
      if (!hydrate) {
        tellBootScript({ hydrated: false });
        return;
      }
      markHydrating(false);
      // A visitor's session is the one the HTML was rendered with: nothing to restore, nothing to re-render.
      if (pendingSession && pendingSession !== prerenderState.session) {
        store.dispatch(sessionRestored(pendingSession));
        // An update here is synchronous: React runs hydration's effects (where the store's readers see the member)
        // and renders the member's view in this same task, before the browser paints the visitor's.
        setRestored(true);
      }
      pendingSession = null;
    }, [hydrate]);
    useLayoutEffect(() => {
      if (siteDevice === device && shown === selectSession(store.getState())) sessionKnown();
    }, [shown, siteDevice]);
    return null;
  }

  function Site({
    router,
    hydrate,
    serverState,
  }: {
    router: Router;
    hydrate: boolean;
    serverState?: RootState;
  }): ReactNode {
    const [siteDevice, setSiteDevice] = useState<DeviceClass>(hydrate ? prerenderState.device : device);
    // After hydration, in slices (issue 14: TBT): the HTML on screen is already the phone's layout by CSS, and the
    // switch re-renders only what reads the device.
    useEffect(() => {
      if (hydrate) startTransition(() => setSiteDevice(device));
    }, [hydrate]);
    // One element for the site's life: the device switch re-renders what reads the device, not every page component.
    const pages = useMemo(
      () => (
        <I18nInstancesContext.Provider value={i18n}>
          <RouterProvider router={router} />
        </I18nInstancesContext.Provider>
      ),
      [router],
    );
    return (
      <StrictMode>
        <ErrorPageBoundary>
          <SiteProviders brand={brand} device={siteDevice} store={store} serverState={serverState}>
            <SessionShown hydrate={hydrate} siteDevice={siteDevice} />
            {pages}
          </SiteProviders>
        </ErrorPageBoundary>
      </StrictMode>
    );
  }

  // Real-user vitals of a sampled page view, measured from the page the visit opened on (loaded after first paint).
  startVitals({
    apiUrl: env.apiUrl,
    groupId: brand.defaultGroupId,
    page: routeNameAt(matches),
    rate: brand.vitalsSampleRate ?? DEFAULT_VITALS_SAMPLE_RATE,
  });
  const ready = (async () => {
    const loaded = await loadMatchedPages(matches);
    const loaderData = hydrating && loaded ? await guardsPass(matches) : null;
    if (loaderData) {
      prefetchPages(matches, { dispatch: store.dispatch, groupId: brand.defaultGroupId });
      // HTML the server rendered with its data: hydrated once the store holds the answers it carries (they answer at
      // once), so the first render is that HTML, not the page's skeleton.
      if (hasPageAnswers()) await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));
      const router = createBrowserRouter(routes, { hydrationData: { loaderData } });
      goToLogin = () => router.navigate(localizePath('/login', splitLocale(window.location.pathname).locale));
      // In slices (a transition): the phone answers a tap while it hydrates, and a tap on the page hydrates the rest at
      // once before it is handled (issue 14: TBT).
      markHydrating(true);
      tellBootScript({ hydrated: true });
      const serverState = store.getState();
      startTransition(() => {
        hydrateRoot(container, <Site router={router} hydrate serverState={serverState} />);
      });
      return router;
    }
    // Rendered fresh (no prerendered HTML for this address, or a guard redirects): the HTML the server sent stays on
    // screen until the router has the page, then the first render replaces it.
    pendingSession = null;
    store.dispatch(sessionRestored(storedSession));
    sessionKnown();
    const router = createBrowserRouter(routes);
    goToLogin = () => router.navigate(localizePath('/login', splitLocale(window.location.pathname).locale));
    if (!router.state.initialized) {
      await new Promise<void>((resolve) => {
        const stop = router.subscribe((state) => {
          if (!state.initialized) return;
          stop();
          resolve();
        });
      });
    }
    container.removeAttribute(PRERENDERED_ATTRIBUTE);
    // In slices too (a transition): the HTML on screen stays until the page's first render is committed in its place,
    // and a phone answers a tap meanwhile (issue 14: `/game/…` rendered its whole page in one long task).
    const root = createRoot(container);
    startTransition(() => root.render(<Site router={router} hydrate={false} />));
    return router;
  })();
  // After the first screen is interactive: the worker that lets the next visit paint from the cache.
  void ready.then(() => registerServiceWorker());
  return { store, ready };
}
