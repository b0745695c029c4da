export { createSite } from './site/createSite';
export { parseSiteEnv, type SiteEnv } from './site/siteEnv';
export { buildRoutes } from './routes/buildRoutes';
export { siteRoutes, siteFeatures, composeRoutes, isKnownPath, routeRegexSources } from './routes/routeTable';
export { shellLocales } from './locales';
