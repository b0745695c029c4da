import { defineFeature } from '@lobby/util';
import { describe, expect, it } from 'vitest';
import { composeRoutes, isKnownPath, siteRoutes } from './routeTable';

/** Spec §2's route list (fixed, affiliate, parameterised pages). */
const specRouteNames = [
  'index',
  'affiliate',
  'bonus',
  'demo',
  'deposit',
  'event',
  'favourite',
  'forgot',
  'help',
  'history',
  'login',
  'loginLine',
  'loginUrl',
  'maintenance',
  'menu',
  'profile',
  'promotion',
  'promotions',
  'resetPassword',
  'slot-tournament',
  'tournament',
  'vip',
  'withdraw',
  'affiliate-history',
  'affiliate-member',
  'affiliate-reportDaily',
  'affiliate-reportDetail-id',
  'aff-id',
  'game-id',
  'game-id-name',
  'list-id',
  'register-id',
  'registerAff-id',
  'search-id',
];

const page = async () => () => null;

describe('route table', () => {
  it('serves every route of spec §2, each once', () => {
    const names = siteRoutes.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(expect.arrayContaining(specRouteNames));
  });

  it('lets a feature take over a placeholder, and refuses two features serving one name', () => {
    const vip = defineFeature({
      feature: 'member',
      namespaces: {},
      routes: [{ name: 'vip', path: 'vip', layout: 'default', header: 'named', page }],
    });
    const composed = composeRoutes([vip]);
    expect(composed.filter((r) => r.name === 'vip')).toEqual([vip.routes[0]]);
    expect(() => composeRoutes([vip, { ...vip, feature: 'other' }])).toThrow(/vip is served by both member and other/);
  });

  it('assigns the layouts the spec gives: bare for registerAff, maintenance, loginLine', () => {
    const bare = siteRoutes
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
