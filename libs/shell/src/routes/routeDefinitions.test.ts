import { describe, expect, it } from 'vitest';
import { isKnownPath, routeDefinitions } from './routeDefinitions';

describe('route table', () => {
  it('names every route once', () => {
    const names = routeDefinitions.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('assigns the layouts the spec gives: bare for registerAff, maintenance, loginLine', () => {
    const bare = routeDefinitions
      .filter((r) => r.layout === 'bare')
      .map((r) => r.name)
      .sort();
    expect(bare).toEqual(['loginLine', 'maintenance', 'registerAff-id']);
  });

  it.each([
    '/',
    '/en',
    '/en/',
    '/affiliate',
    '/en/affiliate/reportDetail',
    '/affiliate/reportDetail/42',
    '/aff',
    '/aff/ABC',
    '/game/123',
    '/game/123/sweet-bonanza',
    '/list',
    '/list/slot',
    '/en/list/favourite',
    '/register',
    '/register/XY12',
    '/registerAff/XY12',
    '/search',
    '/search/joker',
    '/slot-tournament',
    '/resetPassword',
    '/loginLine',
    '/en/withdraw',
  ])('knows %s', (path) => {
    expect(isKnownPath(path)).toBe(true);
  });

  it.each([
    '/nope',
    '/en/nope',
    '/list/slot/extra',
    '/game',
    '/english',
    '/enx/list',
    '/affiliate/unknown',
    '/game/1/2/3',
  ])('does not know %s', (path) => {
    expect(isKnownPath(path)).toBe(false);
  });
});
