/**
 * Every route of the site, composed from the features' manifests and registered for each locale (th: no prefix,
 * en: /en). No React here, so Node tools (the brand build's routes.json, the e2e suite) read the same table.
 */
import { accountFeature } from '@lobby/account/routes';
import { affiliateFeature } from '@lobby/affiliate/routes';
import { gamesFeature } from '@lobby/games/routes';
import { memberFeature } from '@lobby/member/routes';
import { noticesFeature } from '@lobby/notices/routes';
import { paymentsFeature } from '@lobby/payments/routes';
import { protectionFeature } from '@lobby/protection/routes';
import type { FeatureManifest, FeatureRoute } from '@lobby/util';
import { shellFeature } from './shellRoutes';

/** The features this site is made of; the shell's own manifest fills what none of them serves. */
export const siteFeatures: readonly FeatureManifest[] = [
  gamesFeature,
  accountFeature,
  paymentsFeature,
  noticesFeature,
  affiliateFeature,
  memberFeature,
  protectionFeature,
];

/**
 * One route per name: a feature's route wins over the shell's placeholder of the same name; two features
 * claiming one name is a mistake caught here (and by the table test) rather than a silent override.
 */
export function composeRoutes(
  features: readonly FeatureManifest[],
  fallback: FeatureManifest = shellFeature,
): FeatureRoute[] {
  const owner = new Map<string, string>();
  const routes: FeatureRoute[] = [];
  for (const feature of features) {
    for (const route of feature.routes) {
      const taken = owner.get(route.name);
      if (taken) throw new Error(`route ${route.name} is served by both ${taken} and ${feature.feature}`);
      owner.set(route.name, feature.feature);
      routes.push({ ...route, feature: feature.feature });
    }
  }
  return [...routes, ...fallback.routes.filter((route) => !owner.has(route.name))];
}

export const siteRoutes: readonly FeatureRoute[] = composeRoutes(siteFeatures);

/** Every feature's i18n namespaces, the shell's included. */
export const siteNamespaces = Object.assign({}, shellFeature.namespaces, ...siteFeatures.map((f) => f.namespaces));

/** Segment patterns for servers: every route in every locale as a RegExp source matched against the URL path. */
export function routeRegexSources(localePrefixes: readonly string[] = ['', '/en']): string[] {
  const segment = '[^/]+';
  const escape = (part: string) => part.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
  const sources = siteRoutes.map((def) => {
    if (def.path === '') return '';
    return def.path
      .split('/')
      .map((part) =>
        part.startsWith(':') ? (part.endsWith('?') ? `(?:/${segment})?` : `/${segment}`) : `/${escape(part)}`,
      )
      .join('');
  });
  return localePrefixes.flatMap((prefix) => sources.map((s) => `^${prefix}${s}/?$`.replace(/^\^\/\?\$$/, '^/?$')));
}

/** True when a URL path is a page of the site (so a server answers 200, not 404). */
export function isKnownPath(pathname: string): boolean {
  return routeRegexSources().some((source) => new RegExp(source).test(pathname));
}
