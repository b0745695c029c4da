import { keyPaths } from '@lobby/i18n';
import { describe, expect, it } from 'vitest';
import { accountLocales } from './locales';

// Every source file of the lib (tests excluded), to find the keys the pages ask for.
const sources = import.meta.glob<string>(
  ['./**/*.tsx', './**/*.ts', '!./**/*.test.*', '!./**/*.css.ts', '!./testing/**'],
  {
    eager: true,
    query: '?raw',
    import: 'default',
  },
);
// The lib's styles, compiled and injected into the document as in the app.
const styleFiles = import.meta.glob('./**/*.css.ts', { eager: true });
const ownClass = new RegExp(
  `\\.(${Object.keys(styleFiles)
    .map((f) => f.replace(/^.*\//, '').replace('.css.ts', ''))
    .join('|')})_`,
);

function ownRules(rules: CSSRuleList): CSSStyleRule[] {
  return [...rules].flatMap((rule) => {
    if ('cssRules' in rule && !(rule instanceof CSSStyleRule)) return ownRules((rule as CSSGroupingRule).cssRules);
    return rule instanceof CSSStyleRule && ownClass.test(rule.selectorText) ? [rule] : [];
  });
}

function lookup(tree: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      tree,
    );
}

describe('account strings', () => {
  it('has the same keys in th and en', () => {
    expect(keyPaths(accountLocales.en)).toEqual(keyPaths(accountLocales.th));
  });

  it('has every literal key a page asks for, in both languages', () => {
    const used = new Set<string>();
    for (const text of Object.values(sources)) {
      for (const match of text.matchAll(/\bt\(\s*'([a-zA-Z]+(?:\.[a-zA-Z]+)+)'/g)) used.add(match[1]!);
    }
    expect(used.size).toBeGreaterThan(50);
    const missing = [...used].filter(
      (key) => typeof lookup(accountLocales.th, key) !== 'string' || typeof lookup(accountLocales.en, key) !== 'string',
    );
    expect(missing).toEqual([]);
  });

  it('keeps the Thai text rules in every style: no letter-spacing, no uppercase, line-height at least 1.5', () => {
    const rules = [...document.styleSheets].flatMap((sheet) => ownRules(sheet.cssRules));
    expect(rules.length).toBeGreaterThan(40);
    for (const rule of rules) {
      expect(['', 'normal'], rule.selectorText).toContain(rule.style.letterSpacing);
      expect(['', 'none'], rule.selectorText).toContain(rule.style.textTransform);
      if (rule.style.lineHeight) expect(Number(rule.style.lineHeight), rule.selectorText).toBeGreaterThanOrEqual(1.5);
    }
  });
});
