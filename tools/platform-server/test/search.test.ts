import { describe, expect, it } from 'vitest';
import { matchesSearch, normaliseSearch, parseSearch, searchable, SEARCH_WORDS } from '../src/games/search.ts';

describe('normaliseSearch', () => {
  it('lower-cases and drops spaces, hyphens, apostrophes and other punctuation', () => {
    expect(normaliseSearch('Red Tiger')).toBe('redtiger');
    expect(normaliseSearch('  red   tiger ')).toBe('redtiger');
    expect(normaliseSearch('PG Soft')).toBe(normaliseSearch('PGSoft'));
    expect(normaliseSearch("Gonzo's Quest!")).toBe('gonzosquest');
    expect(normaliseSearch('Sic-Bo')).toBe('sicbo');
    expect(normaliseSearch('Yeekee 15 min')).toBe('yeekee15min');
  });

  it('keeps Thai as typed, vowels and tone marks included, only without spaces', () => {
    expect(normaliseSearch('เอสเอ เกมมิ่ง')).toBe('เอสเอเกมมิ่ง');
    expect(normaliseSearch('โจ๊กเกอร์')).toBe('โจ๊กเกอร์');
    expect(normaliseSearch('โจกเกอร์')).not.toBe(normaliseSearch('โจ๊กเกอร์'));
    expect(normaliseSearch('บาคาร่า A')).toBe('บาคาร่าa');
  });

  it('mends two Thai keyboard slips that look the same on screen', () => {
    expect(normaliseSearch('เเบล็คเเจ็ค')).toBe('แบล็คแจ็ค');
    expect(normaliseSearch('ค\u0E4D\u0E32')).toBe('คำ');
  });

  it('leaves nothing of a term without letters or digits', () => {
    expect(normaliseSearch('%')).toBe('');
    expect(normaliseSearch(' - ')).toBe('');
    expect(normaliseSearch('\uD800abc')).toBe('abc');
  });

  it('every synonym in the table is already in its normalised form once spaces are taken out', () => {
    for (const words of Object.values(SEARCH_WORDS)) for (const w of words) expect(normaliseSearch(w)).toBe(w);
  });
});

describe('parseSearch and matchesSearch', () => {
  const slot = searchable({
    type: 'slot',
    freespin: true,
    hot: false,
    new: false,
    code: 'pgsoft-slot-001',
    name_th: 'มังกรทองคำ',
    name_en: 'Golden Dragon',
    provider_name: 'PGSoft',
    provider_names_th: 'พีจีซอฟท์\npg slot',
  });
  const roulette = searchable({
    type: 'casino',
    freespin: false,
    hot: false,
    new: false,
    code: 'evolution-casino-006',
    name_th: 'รูเล็ต Evolution',
    name_en: 'Evolution Roulette',
    provider_name: 'Evolution',
    provider_names_th: 'อีโวลูชั่น',
  });
  const finds = (term: string) =>
    [slot, roulette].filter((g) => matchesSearch(g, parseSearch(term))).map((g) => (g === slot ? 'slot' : 'roulette'));

  it('tags a game with its type, flags and the kind of table found in its names', () => {
    expect([...slot.searchTags].sort()).toEqual(['freespin', 'slot']);
    expect([...roulette.searchTags].sort()).toEqual(['casino', 'roulette']);
  });

  it('matches names, codes and provider names with or without spaces', () => {
    expect(finds('golden dragon')).toEqual(['slot']);
    expect(finds('pg soft')).toEqual(['slot']);
    expect(finds('พีจี')).toEqual(['slot']);
    expect(finds('อีโวลูชั่น')).toEqual(['roulette']);
  });

  it('reads category words at either end, with filler words', () => {
    expect(parseSearch('สล็อตออนไลน์')).toEqual({ text: 'สล็อตออนไลน์', peeled: { tags: ['slot'], rest: '' } });
    expect(parseSearch('pg slot').peeled).toEqual({ tags: ['slot'], rest: 'pg' });
    expect(finds('สล็อต')).toEqual(['slot']);
    expect(finds('ฟรีสปิน')).toEqual(['slot']);
    expect(finds('เกมรูเล็ต')).toEqual(['roulette']);
    expect(finds('roulette evolution')).toEqual(['roulette']);
    expect(finds('slot evolution')).toEqual([]);
  });

  it('takes filler words alone, or one stray letter, as no category', () => {
    expect(parseSearch('online game').peeled).toBeUndefined();
    expect(parseSearch('slot a').peeled).toBeUndefined();
    expect(finds('online game')).toEqual([]);
    expect(finds('%')).toEqual([]);
  });
});
