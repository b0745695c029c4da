import { describe, expect, it } from 'vitest';
import { gameName } from './locale';
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
  it('finds providers by slug and by category, every category having some', () => {
    expect(new Set(providers.map((p) => p.id)).size).toBe(providers.length);
    expect(providerById('pgsoft')?.name).toBe('PGSoft');
    expect(providerById('nobody')).toBeUndefined();
    expect(providersFor('lotto').map((p) => p.id)).toEqual(['virtualtech']);
    for (const key of gameCategoryKeys) expect(providersFor(key).length).toBeGreaterThan(0);
  });

  it('recognises demo entries by their -demo handle', () => {
    expect(demoEntries.every((d) => d.type === 'casino' && d.language === 'th' && isDemoHandle(d.handle))).toBe(true);
    expect(isDemoHandle('pgsoft-golden-dragon')).toBe(false);
  });

  it('has a label for every sort id in both languages', () => {
    for (const id of sortIds) {
      expect(gamesLocales.th.sort[sortKeys[id]]).toBeTruthy();
      expect(gamesLocales.en.sort[sortKeys[id]]).toBeTruthy();
    }
  });

  it('names a game in the page language, falling back to the other', () => {
    const game = { nameTh: 'มังกรทอง', nameEn: 'Golden Dragon' };
    expect(gameName(game, 'th')).toBe('มังกรทอง');
    expect(gameName(game, 'en')).toBe('Golden Dragon');
    expect(gameName({ nameTh: '', nameEn: 'Only English' }, 'th')).toBe('Only English');
  });
});
