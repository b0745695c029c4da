import { describe, expect, it } from 'vitest';
import { makeCategory } from '../testing/fixtures';
import { listVariables, resolveListId, withQueryFilters, type ResolvedList } from './listFilters';

const categories = [
  makeCategory('joker', 'slot', { handle: 'slot-joker' }),
  makeCategory('joker', 'fishing', { handle: 'fishing-joker' }),
  makeCategory('evolution', 'casino', { handle: 'evo-live' }),
  makeCategory('pgsoft', 'slot', { code: 'pgsoft', handle: 'slot-pgsoft' }),
];

describe('resolveListId', () => {
  it('reads game types, hot, new, freespin, favourite and recent', () => {
    expect(resolveListId('slot')).toEqual({ id: 'slot', kind: 'type', filter: { type: 'slot' } });
    expect(resolveListId('casino')).toMatchObject({ filter: { type: 'casino' } });
    expect(resolveListId('sport')).toMatchObject({ filter: { type: 'sport' } });
    expect(resolveListId('hot')).toMatchObject({ kind: 'hot', filter: { hot: true } });
    expect(resolveListId('new')).toMatchObject({ kind: 'new', filter: { gameNew: true } });
    expect(resolveListId('freespin')).toMatchObject({ kind: 'freespin', filter: { freespin: true } });
    expect(resolveListId('favourite')).toMatchObject({ kind: 'favourite', filter: { favourite: true } });
    expect(resolveListId('recent')).toMatchObject({ kind: 'recent', filter: { recent: true } });
    expect(resolveListId(undefined)).toMatchObject({ kind: 'all', filter: {} });
  });

  it("reads the footer's kinds of live table: live casino games the search finds by that word", () => {
    expect(resolveListId('roulette')).toEqual({
      id: 'roulette',
      kind: 'table',
      filter: { type: 'casino', search: 'roulette' },
    });
    expect(resolveListId('Baccarat')).toMatchObject({ kind: 'table', filter: { type: 'casino', search: 'baccarat' } });
    expect(resolveListId('blackjack', categories)).toMatchObject({ kind: 'table', filter: { search: 'blackjack' } });
  });

  it('reads provider handles (joker) without waiting for the categories', () => {
    expect(resolveListId('joker')).toEqual({ id: 'joker', kind: 'provider', filter: { category: 'joker' } });
    expect(resolveListId('JOKER')).toMatchObject({ filter: { category: 'joker' } });
  });

  it('reads category slugs: a categorys handle, or the {type}-{provider} pattern', () => {
    expect(resolveListId('slot-joker')).toEqual({
      id: 'slot-joker',
      kind: 'typeProvider',
      filter: { type: 'slot', category: 'joker' },
    });
    expect(resolveListId('evo-live', categories)).toEqual({
      id: 'evo-live',
      kind: 'typeProvider',
      filter: { type: 'casino', category: 'evolution' },
    });
  });

  it('waits for the categories on an unknown slug, then calls it unknown (a 404)', () => {
    expect(resolveListId('evo-live')).toBe('pending');
    expect(resolveListId('slot-nobody')).toBe('pending');
    expect(resolveListId('nobody', categories)).toBe('unknown');
    expect(resolveListId('slot-nobody', categories)).toBe('unknown');
  });

  it('asks for an unknown slug as a provider when the categories could not be loaded', () => {
    expect(resolveListId('nobody', [])).toEqual({ id: 'nobody', kind: 'provider', filter: { category: 'nobody' } });
  });
});

describe('list filters from the query', () => {
  it('adds ?type= and ?provider= only where the route leaves them open', () => {
    const slot = resolveListId('slot') as ResolvedList;
    expect(withQueryFilters(slot, new URLSearchParams('type=casino&provider=pgsoft'))).toEqual({
      type: 'slot',
      category: 'pgsoft',
    });
    const joker = resolveListId('joker') as ResolvedList;
    expect(withQueryFilters(joker, new URLSearchParams('type=fishing&provider=pgsoft'))).toEqual({
      category: 'joker',
      type: 'fishing',
    });
    expect(withQueryFilters(joker, new URLSearchParams('type=poker'))).toEqual({ category: 'joker' });
  });

  it('builds lists variables without empty filters', () => {
    expect(listVariables({ type: 'slot', hot: false, search: '' }, { groupID: 'NKG01', sort: 3 })).toEqual({
      groupID: 'NKG01',
      type: 'slot',
      sort: 3,
    });
    expect(listVariables({ favourite: true }, { groupID: 'NKG01', userID: 'u1', limit: 120, offset: 240 })).toEqual({
      groupID: 'NKG01',
      favourite: true,
      userID: 'u1',
      limit: 120,
      offset: 240,
    });
  });
});
