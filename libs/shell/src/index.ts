export { createSite } from './site/createSite';
export { startSite } from './site/startSite';
export { parseSiteEnv, type SiteEnv } from './site/siteEnv';
export { buildRoutes } from './routes/buildRoutes';
export { siteRoutes, siteFeatures, composeRoutes, isKnownPath, routeRegexSources } from './routes/routeTable';
export { shellLocales } from './locales';
