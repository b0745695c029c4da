import { createI18nInstances, type I18nInstances } from '@lobby/site';
import type { FeatureManifest } from '@lobby/util';
import { siteNamespaces } from '../routes/routeTable';

let current: I18nInstances | undefined;

/** The site's strings: every feature's namespaces (with the shared ones), one i18next instance per locale. */
export function createSiteI18n(): I18nInstances {
  current = createI18nInstances(siteNamespaces);
  return current;
}

/** Adds a feature's lazy namespaces to the site's strings; its pages and widgets wait for this before they render. */
export async function loadFeatureStrings(
  feature: FeatureManifest | undefined,
  instances?: I18nInstances,
): Promise<void> {
  const lazy = Object.entries(feature?.lazyNamespaces ?? {});
  const strings = await Promise.all(lazy.map(async ([namespace, load]) => [namespace, await load()] as const));
  // The site's instance as it is once they arrive (a test may have made a new one meanwhile).
  const target = instances ?? current;
  for (const [namespace, resources] of strings) target?.addNamespace(namespace, resources);
}
