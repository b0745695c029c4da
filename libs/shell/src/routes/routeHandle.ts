import { useMatches, useParams } from 'react-router';
import type { RouteDefinition } from './routeDefinitions';

export interface RouteHandle {
  route: RouteDefinition;
}

export const notFoundRoute: RouteDefinition = {
  name: 'notFound',
  path: '*',
  layout: 'default',
  header: 'named',
  page: 'notAvailable',
};

/** The spec route of the page being shown (the deepest match with a handle). */
export function useCurrentRoute(): RouteDefinition {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.route) return handle.route;
  }
  return notFoundRoute;
}

/** The title parameter of the current page, hyphens turned into spaces (spec §2). */
export function useTitleParam(): string | undefined {
  const route = useCurrentRoute();
  const params = useParams();
  const value = route.titleParam ? params[route.titleParam] : undefined;
  return value ? value.replace(/-/g, ' ') : undefined;
}
