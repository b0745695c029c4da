import { describe, expect, it } from 'vitest';
import { common, createI18n, keyPaths } from '@lobby/i18n';
import * as api from './index';
import { gamesLocales } from './locales';
import {
  demoEntries,
  gameCategoryKeys,
  isDemoHandle,
  providerById,
  providers,
  providersFor,
  sortIds,
  sortKeys,
} from './types';

describe('catalogue facts (spec §1, §2)', () => {
  it('lists the 20 providers with unique slugs and at least one category each', () => {
    expect(providers.map((p) => p.name)).toEqual([
      'Evolution',
      'Pragmatic',
      'Red Tiger',
      'Asia Gaming',
      'SA Gaming',
      'Pretty Gaming',
      'Allbet',
      'Playstar',
      'PGSoft',
      'KingMaker',
      'Joker',
      'Dream Gaming',
      'Dragoon Soft',
      'CQ9',
      'AE Sexy',
      'SpadeGaming',
      'WM Casino',
      'Bti',
      'Habanero',
      'Virtual Tech',
    ]);
    expect(new Set(providers.map((p) => p.id)).size).toBe(20);
    expect(
      providers.every((p) => p.categories.length > 0 && p.categories.every((c) => gameCategoryKeys.includes(c))),
    ).toBe(true);
    expect(providerById('pgsoft')?.name).toBe('PGSoft');
    expect(providersFor('lotto').map((p) => p.id)).toEqual(['virtualtech']);
    // Every category has providers.
    for (const key of gameCategoryKeys) expect(providersFor(key).length).toBeGreaterThan(0);
  });

  it('has the four demo entries: casino, Thai, -demo handles', () => {
    expect(demoEntries.map((d) => d.provider)).toEqual(['allbet', 'dream', 'wm', 'pretty']);
    expect(demoEntries.every((d) => d.type === 'casino' && d.language === 'th' && isDemoHandle(d.handle))).toBe(true);
    expect(
      providers
        .filter((p) => p.demo)
        .map((p) => p.id)
        .sort(),
    ).toEqual(['allbet', 'dream', 'pretty', 'wm']);
    expect(isDemoHandle('pgsoft-golden-dragon')).toBe(false);
  });

  it('categories are casino, slot, fishing, lotto, sport; sort ids 1–5 each have a text', () => {
    expect(gameCategoryKeys).toEqual(['casino', 'slot', 'fishing', 'lotto', 'sport']);
    expect(sortIds).toEqual([1, 2, 3, 4, 5]);
    for (const id of sortIds) {
      expect(gamesLocales.th.sort[sortKeys[id]]).toBeTruthy();
      expect(gamesLocales.en.sort[sortKeys[id]]).toBeTruthy();
    }
  });
});

describe('games translations', () => {
  it('th and en have the same keys, and the brief’s texts', () => {
    expect(keyPaths(gamesLocales.en)).toEqual(keyPaths(gamesLocales.th));
    const th = createI18n('th', { common, games: gamesLocales }).getFixedT('th', 'games');
    const en = createI18n('en', { common, games: gamesLocales }).getFixedT('en', 'games');
    expect(th('favourite.added')).toBe('เพิ่มในเกมโปรดแล้ว');
    expect(en('favourite.added')).toBe('Added to favourites');
    expect(th('tile.maintenance')).toBe('ปิดปรับปรุง');
    expect(en('tile.maintenance')).toBe('Maintenance');
    expect(th('search.results', { term: 'สล็อต', count: 12 })).toBe('ผลการค้นหา “สล็อต” 12 เกม');
    expect(en('grid.count', { count: 1 })).toBe('1 game');
  });

  it('uses the same {{placeholders}} in both languages, formatted ones included', () => {
    const leaves = (value: unknown, prefix = ''): [string, string][] =>
      typeof value === 'string'
        ? [[prefix, value]]
        : Object.entries(value as object).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
    const names = (text: string) => [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((m) => m[1]).sort();
    const en = new Map(leaves(gamesLocales.en));
    for (const [key, th] of leaves(gamesLocales.th)) expect(names(en.get(key) ?? ''), key).toEqual(names(th));
  });

  it('names a game in the page language, falling back to the other', () => {
    const game = { nameTh: 'มังกรทอง', nameEn: 'Golden Dragon' };
    expect(api.gameName(game, 'th')).toBe('มังกรทอง');
    expect(api.gameName(game, 'en')).toBe('Golden Dragon');
    expect(api.gameName({ nameTh: '', nameEn: 'Only English' }, 'th')).toBe('Only English');
  });
});

describe('public entry', () => {
  it('exports the components, helpers and data the shell wires', () => {
    for (const name of [
      'GameTile',
      'ProviderChip',
      'ProviderRail',
      'ProviderGrid',
      'CategoryTabs',
      'SortMenu',
      'EmptyState',
      'GameGridSkeleton',
      'SearchResultsHeader',
      'VirtualGameGrid',
      'columnsForWidth',
      'rowsFor',
      'gamesLocales',
      'providers',
      'demoEntries',
      'sortLabels',
      'useFavouriteToast',
      'gameName',
      'parseSortId',
    ]) {
      expect(api, name).toHaveProperty(name);
    }
  });
});
