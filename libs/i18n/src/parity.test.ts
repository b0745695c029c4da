import { describe, expect, it } from 'vitest';
import { keyPaths, type NamespaceResources } from './resources';

// Every lib and app keeps its strings in src/**/locales.ts; this walks them all.
const modules = import.meta.glob<Record<string, unknown>>(
  ['../../*/src/**/locales.ts', '../../../apps/*/src/**/locales.ts'],
  { eager: true },
);

function namespaces(): [string, NamespaceResources][] {
  return Object.entries(modules).flatMap(([file, mod]) =>
    Object.entries(mod)
      .filter((entry): entry is [string, NamespaceResources] => {
        const v = entry[1] as Partial<NamespaceResources> | null;
        return typeof v === 'object' && v !== null && 'th' in v && 'en' in v;
      })
      .map(([name, res]) => [`${file.replace(/^(\.\.\/)+/, '')}#${name}`, res] as [string, NamespaceResources]),
  );
}

function leaves(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as object).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((m) => m[1]).sort();

describe('th and en translations', () => {
  const all = namespaces();

  it('finds the namespaces of the workspace', () => {
    expect(all.length).toBeGreaterThan(0);
  });

  it.each(all)('%s has the same keys in th and en', (_name, res) => {
    expect(keyPaths(res.en)).toEqual(keyPaths(res.th));
  });

  it.each(all)('%s has no empty string and the same {{placeholders}}', (_name, res) => {
    const en = new Map(leaves(res.en));
    for (const [key, th] of leaves(res.th)) {
      expect(th.trim(), `th ${key}`).not.toBe('');
      expect(en.get(key)?.trim(), `en ${key}`).not.toBe('');
      expect(placeholders(en.get(key) ?? ''), key).toEqual(placeholders(th));
    }
  });
});
