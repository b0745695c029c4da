// This test reads the workspace's files from disk; only it needs Node's types (the lib itself runs in browsers).
/// <reference types="node" />
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { avoidedIn, glossary } from './glossary';
import type { NamespaceResources } from './resources';

/**
 * Every lib's and app's strings (src/**\/locales.ts) against the glossary, and against the product code that reads
 * them. The code is read as text from disk (no component is imported), so a lib added tomorrow is checked too.
 */
const root = resolve(import.meta.dirname, '../../..');

/**
 * Keys the code builds from values the scan cannot see (a code the server answered, a route name from another lib's
 * manifest): every key under the prefix counts as read. Keep it short — a key built from literals in the code needs
 * no entry — and each prefix must still be built by the code (tested below).
 */
const dynamicPrefixes: Record<string, string> = {
  'api:code.': 'messageForCode: `api:code.${code}`, the code the server answered (any code of spec §8)',
  'api:context.': 'messageForCode: `api:context.${context}.${code}`, a code by the context its caller names',
  'api:valued.': 'messageForCode: `api:valued.${where}.${code}.${variant}`, chosen by the values that came',
  'shell:routes.': 'routeTitleKey: `shell:routes.${route.name}`, every route of every feature manifest',
};

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist') return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? walk(path) : [path];
  });
}

const projects = ['libs', 'apps'].flatMap((group) =>
  readdirSync(join(root, group))
    .filter((name) => existsSync(join(root, group, name, 'src')))
    .map((name) => ({ name: `${group}/${name}`, files: walk(join(root, group, name, 'src')) })),
);

const isLocales = (file: string) => file.endsWith('/locales.ts');
/** Product code: a key that only a test, story, fixture or generated file reads is a key no player sees. */
const isProductCode = (file: string) =>
  /\.tsx?$/.test(file) &&
  !isLocales(file) &&
  !/\.(test|stories|css)\.tsx?$|\.d\.ts$/.test(file) &&
  !/\/(testing|gql)\/|\/testing\.tsx?$/.test(file);

/** Each project's product code as one text. */
const code = new Map(
  projects.map((p) => [
    p.name,
    p.files
      .filter(isProductCode)
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n'),
  ]),
);
const allCode = [...code.values()].join('\n');

interface Namespace {
  file: string;
  project: string;
  /** The i18next namespace the export is registered under (`accountLocales` → `account`, `common`). */
  name: string;
  resources: NamespaceResources;
}

const isNamespace = (value: unknown): value is NamespaceResources =>
  typeof value === 'object' && value !== null && 'th' in value && 'en' in value;

const localeFiles = projects.flatMap((p) => p.files.filter(isLocales).map((file) => ({ file, project: p.name })));
const namespaces: Namespace[] = [];
for (const { file, project } of localeFiles) {
  const mod = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
  for (const [exportName, value] of Object.entries(mod)) {
    if (isNamespace(value)) {
      namespaces.push({
        file: relative(root, file),
        project,
        name: exportName.replace(/Locales$/, ''),
        resources: value,
      });
    }
  }
}

function leaves(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as object).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

/** Quoted keys: 'a.b', "ns:a.b", `a.b` (a template without ${}). */
const literalsOf = (text: string) => new Set([...text.matchAll(/(['"`])((?:[\w-]+:)?[\w.-]+)\1/g)].map((m) => m[2]!));
const literals = new Map([...code].map(([project, text]) => [project, literalsOf(text)]));
const allLiterals = literalsOf(allCode);
/** What a ${…} of a key may be: a literal, or a key of an object literal (`{ bank: 'wallet', … }[type]`). */
const segmentsOf = (text: string) =>
  new Set([...literalsOf(text), ...[...text.matchAll(/[{,]\s*['"]?([\w-]+)['"]?\s*:/g)].map((m) => m[1]!)]);
const segments = new Map([...code].map(([project, text]) => [project, segmentsOf(text)]));
const allSegments = segmentsOf(allCode);

interface Template {
  source: string;
  /** The key it builds, each ${…} a segment. */
  pattern: RegExp;
}

/** Keys built at run time: `prefix.${…}`, `ns:prefix.${a}.${b}`, `prefix.${a}.title` … */
function templatesOf(text: string): Template[] {
  return [...text.matchAll(/`((?:[\w-]+:)?[\w.-]*\.\$\{[^`]*)`/g)].flatMap((m) => {
    const statics = m[1]!.split(/\$\{[^}]*\}/);
    if (!statics.every((part) => /^[\w.:-]*$/.test(part))) return [];
    const escaped = statics.map((part) => part.replace(/[.]/g, '\\.'));
    return [{ source: m[1]!, pattern: new RegExp(`^${escaped.join('([\\w-]+)')}$`) }];
  });
}
const templates = new Map([...code].map(([project, text]) => [project, templatesOf(text)]));

/** The projects that read a namespace's keys without its prefix: its own, and those that ask for it by name. */
function readersOf(namespace: Namespace): string[] {
  const asked = new RegExp(`useTranslation\\(\\s*\\[?\\s*['"]${namespace.name}['"]`);
  return projects
    .map((p) => p.name)
    .filter(
      (name) =>
        name === namespace.project ||
        asked.test(code.get(name)!) ||
        (namespace.name === 'common' && /useTranslation\(\s*\)/.test(code.get(name)!)),
    );
}

/** Whether the product code reads `key` of the namespace (`key_one` / `key_other` count as `key`). */
function isRead(namespace: Namespace, fullKey: string, readers = readersOf(namespace)): boolean {
  const key = fullKey.replace(/_(zero|one|two|few|many|other)$/, '');
  const qualified = `${namespace.name}:${key}`;
  if (allLiterals.has(qualified)) return true;
  if (Object.keys(dynamicPrefixes).some((prefix) => qualified.startsWith(prefix))) return true;
  // A template counts where every ${…} it fills in is named in the code (a typed key: `categories.${tab}`).
  const built = (list: Template[], target: string, words: Set<string>) =>
    list.some((tpl) =>
      tpl.pattern
        .exec(target)
        ?.slice(1)
        .every((segment) => words.has(segment)),
    );
  if (built([...templates.values()].flat(), qualified, allSegments)) return true;
  return readers.some(
    (project) =>
      literals.get(project)!.has(key) ||
      built(templates.get(project)!, key, segments.get(project)!) ||
      // Read straight from the strings object (`common[locale].error.errorPageFailed`).
      (key.includes('.') && new RegExp(`\\.${key.replace(/[.]/g, '\\.')}\\b`).test(code.get(project)!)),
  );
}

const byFile = namespaces.map((ns) => [`${ns.file}#${ns.name}`, ns] as const);

describe('words', () => {
  it('finds the code and the strings of every lib and app', () => {
    expect(localeFiles.length).toBeGreaterThan(6);
    for (const { file } of localeFiles) {
      expect(
        namespaces.some((ns) => ns.file === relative(root, file)),
        `${file} exports a namespace`,
      ).toBe(true);
    }
    expect(projects.flatMap((p) => p.files).filter(isProductCode).length).toBeGreaterThan(100);
  });

  it.each(byFile)('%s says things by the glossary’s names', (_name, ns) => {
    const problems = (['th', 'en'] as const).flatMap((locale) =>
      leaves(ns.resources[locale]).flatMap(([key, text]) =>
        avoidedIn(text, locale).map((term) => `${locale} ${key}: "${text}" — say "${term.instead}"`),
      ),
    );
    expect(problems).toEqual([]);
  });

  it.each(byFile)('%s has no key the code never reads', (_name, ns) => {
    const readers = readersOf(ns);
    const unused = leaves(ns.resources.th)
      .map(([key]) => key)
      .filter((key) => !isRead(ns, key, readers));
    expect(unused).toEqual([]);
  });

  it('the check finds a key nobody reads, and sees the ways the code reads keys', () => {
    const shell = namespaces.find((ns) => ns.name === 'shell')!;
    const common = namespaces.find((ns) => ns.name === 'common')!;
    const games = namespaces.find((ns) => ns.name === 'games')!;
    expect(isRead(shell, 'header.noSuchKey')).toBe(false);
    expect(isRead(shell, 'header.login')).toBe(true); // t('header.login') in the shell
    expect(isRead(common, 'error.errorPageFailed')).toBe(true); // common[locale].error.errorPageFailed
    expect(isRead(games, 'categories.slot')).toBe(true); // t(`categories.${tab}`), 'slot' a literal of games
    expect(isRead(games, 'categories.noSuchCategory')).toBe(false);
  });

  it.each(Object.entries(dynamicPrefixes))('the dynamic prefix %s is still built by the code (%s)', (prefix) => {
    expect(allCode).toContain(`\`${prefix}\${`);
    const [name, path] = prefix.split(':') as [string, string];
    const ns = namespaces.find((n) => n.name === name)!;
    expect(leaves(ns.resources.th).some(([key]) => key.startsWith(path))).toBe(true);
  });

  it('the glossary has a name in both languages for every term, and uses none of the avoided words', () => {
    for (const [term, names] of Object.entries(glossary)) {
      expect(names.th.trim(), term).not.toBe('');
      expect(names.en.trim(), term).not.toBe('');
      expect(avoidedIn(names.th, 'th'), term).toEqual([]);
      expect(avoidedIn(names.en, 'en'), term).toEqual([]);
    }
  });
});
