export { createSite } from './site/createSite';
export { buildRoutes } from './routes/buildRoutes';
export { routeDefinitions, isKnownPath, routeRegexSources, type RouteDefinition } from './routes/routeDefinitions';
export { rootReducer } from './site/store';
export { shellLocales } from './locales';
