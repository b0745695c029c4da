import type { ComponentType } from 'react';

/** Spec §2 layouts: default (header, sidebar, footer), basic (header and sidebar), bare (page only). */
export type LayoutKind = 'default' | 'basic' | 'bare';
/** index: logo + search + account; auth: login/register header; named: title with back and close. */
export type HeaderKind = 'index' | 'auth' | 'named';
/** Who may open a route (spec §6): members only (visitors go to login), visitors only, or anyone. */
export type RouteAccess = 'any' | 'member' | 'visitor';

/** A route as data: what the router, the guards, the static server, nginx and the e2e suite read. */
export interface RouteSpec {
  /** Spec route name (Nuxt-style: segments joined by hyphens, params by name), e.g. 'game-id-name'. */
  name: string;
  /** Path without locale prefix and without the leading slash; React Router syntax. */
  path: string;
  layout: LayoutKind;
  header: HeaderKind;
  /** Default 'any'; the spec's special cases (demo games, profile on phones, sideDeposit) stay in the guard. */
  access?: RouteAccess;
  /** The URL parameter that joins the page title (hyphens become spaces). */
  titleParam?: string;
  /** i18n key of the page title with its namespace; default `shell:routes.<name>` (every spec route has one). */
  title?: string;
}

/** What a page's prefetch is given: the site's store and the address it opens at. */
export interface PagePrefetchContext {
  /** The site store's dispatch (a method: it takes RTK Query's thunks as well as actions). */
  dispatch(action: unknown): unknown;
  url: URL;
  locale: 'th' | 'en';
  /** The brand's group, which public calls send. */
  groupId: string;
}

/**
 * A page's component; its `prefetch` starts the calls its first render makes as soon as its chunk is there, before
 * the prerendered HTML hydrates (hydration's effects are where the page would otherwise first ask: issue 14).
 */
export type PageComponent = ComponentType & { prefetch?: (context: PagePrefetchContext) => void };

/** A route a feature serves: its data plus the page, loaded as its own chunk when first opened. */
export interface FeatureRoute extends RouteSpec {
  /** The page uses GraphQL hooks: the shell loads Apollo with it and provides the client. */
  apollo?: boolean;
  /**
   * A server that can (tools/serve) renders the page's first screen with its data at each request, so its largest
   * paint needs none of the site's code (issue 14: `/promotions`); the page must have a `prefetch`. A static host
   * serves the build's HTML, with the skeleton, as before.
   */
  dataInHtml?: boolean;
  page: () => Promise<PageComponent>;
  /** The feature that serves it (set by the shell when it composes the manifests). */
  feature?: string;
}

/** Strings of one i18n namespace in both languages (the shape of `defineNamespace`). */
export interface FeatureStrings {
  th: object;
  en: object;
}

/**
 * What a feature lib hands the shell (from its `./routes` entry): its routes and its i18n namespaces. Adding a
 * page touches only the feature's manifest and locales; the shell composes every manifest.
 */
export interface FeatureManifest {
  /** The lib, for messages such as "routes claimed twice". */
  feature: string;
  /** Strings the first paint may need (they ship with the shell). */
  namespaces: Readonly<Record<string, FeatureStrings>>;
  /**
   * Strings only the feature's own pages and widgets read: loaded with them, so none of them ride in the JS that the
   * home page loads.
   */
  lazyNamespaces?: Readonly<Record<string, () => Promise<FeatureStrings>>>;
  routes: readonly FeatureRoute[];
  /**
   * Pieces the shell places outside the feature's pages (a button in the sidebar, a drawer), each loaded as its
   * own chunk on first use so none of the feature rides with the first paint.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each widget keeps its own props type
  widgets?: Readonly<Record<string, () => Promise<ComponentType<any>>>>;
}

export const defineFeature = <const M extends FeatureManifest>(manifest: M): M => manifest;
