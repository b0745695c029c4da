/** The shape every translation must have: the same keys as the Thai source, any string values. */
export type LocaleShape<T> = { [K in keyof T]: T[K] extends string ? string : LocaleShape<T[K]> };

export interface NamespaceResources<T = unknown> {
  th: T;
  en: LocaleShape<T>;
}

/** Declares a namespace's two languages; `en` must mirror `th` key for key (checked by the compiler and a test). */
export function defineNamespace<const T extends object>(th: T, en: LocaleShape<T>): NamespaceResources<T> {
  return { th, en };
}

/** Dotted key paths of a nested resource object, sorted, for parity checks. */
export function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value)
    .flatMap(([k, v]) => keyPaths(v, prefix ? `${prefix}.${k}` : k))
    .sort();
}
