export { createSite } from './site/createSite';
export { parseSiteEnv, type SiteEnv } from './site/siteEnv';
export { buildRoutes } from './routes/buildRoutes';
export { routeDefinitions, isKnownPath, routeRegexSources, type RouteDefinition } from './routes/routeDefinitions';
export { rootReducer } from './site/store';
export { shellLocales } from './locales';
