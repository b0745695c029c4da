import { useMatches, useParams } from 'react-router';
import { usePageTitleOverride, type PageComponent, type RouteSpec } from '@lobby/util';

export interface RouteHandle {
  route: RouteSpec;
  /** The page's own prefetch, once its chunk has loaded (buildRoutes). */
  prefetch?: PageComponent['prefetch'];
}

export const notFoundRoute: RouteSpec = { name: 'notFound', path: '*', layout: 'default', header: 'named' };

/** The i18n key of a route's title: its feature's own, or the shell's title of the spec route name. */
export const routeTitleKey = (route: RouteSpec) => route.title ?? `shell:routes.${route.name}`;

/** The spec route of the page being shown (the deepest match with a handle). */
export function useCurrentRoute(): RouteSpec {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.route) return handle.route;
  }
  return notFoundRoute;
}

/**
 * The title parameter of the current page: the name the page gave what it shows (a game's name), else the
 * address's parameter with hyphens turned into spaces (spec §2).
 */
export function useTitleParam(): string | undefined {
  const route = useCurrentRoute();
  const params = useParams();
  const named = usePageTitleOverride();
  const value = route.titleParam ? params[route.titleParam] : undefined;
  if (named && route.titleParam) return named;
  return value ? value.replace(/-/g, ' ') : undefined;
}
