// Test helpers for every lib (import in *.test.* and *.stories.* files only; lint enforces it).
export { testBrand } from './brand';
export { i18nFor } from './i18n';
export { renderPage, memberSession, type RenderPageOptions, type RenderedPage } from './renderPage';
export { renderWithLocale } from './renderWithLocale';
export { withStrings } from './withStrings';
export {
  createFakeServer,
  fixtures,
  deferred,
  type FakeServer,
  type FakeRequest,
  type FakeAnswer,
  type FakeHandler,
  type RouteKey,
} from './fakeServer';
export {
  createFakeGraphql,
  gqlCounts,
  type FakeGraphql,
  type GqlCall,
  type GqlAnswer,
  type GqlHandler,
} from './fakeGraphql';
