/** The platform server's side of the contract: every route and the calls no brand site makes. */
export { routes, type RouteAuth, type RouteContract, type RouteKey } from './api/routes';
export * from './api/platform';
export * from './api/groups';
