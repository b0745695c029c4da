import { matchRoutes } from 'react-router';
import { emptySession, type SessionState } from '@lobby/auth-guards';
import { testBrand } from '@lobby/testing';
import { defineFeature, type FeatureRoute } from '@lobby/util';
import { describe, expect, it } from 'vitest';
import { buildRoutes } from './buildRoutes';
import { routeTitleKey, type RouteHandle } from './routeHandle';
import { composeRoutes, isKnownPath, siteFeatures, siteNamespaces, siteRoutes } from './routeTable';
import { shellFeature } from './shellRoutes';

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

  it("lets a feature take over the shell's route of the same name, and refuses two features serving one name", () => {
    const shellVip = defineFeature({
      feature: 'shell',
      namespaces: {},
      routes: [{ name: 'vip', path: 'vip', layout: 'default', header: 'named', page }],
    });
    const vip = defineFeature({
      feature: 'member',
      namespaces: {},
      routes: [{ name: 'vip', path: 'vip', layout: 'default', header: 'named', page }],
    });
    expect(composeRoutes([], shellVip)).toEqual(shellVip.routes);
    const composed = composeRoutes([vip], shellVip);
    expect(composed.filter((r) => r.name === 'vip')).toEqual([{ ...vip.routes[0], feature: 'member' }]);
    expect(() => composeRoutes([vip, { ...vip, feature: 'other' }])).toThrow(/vip is served by both member and other/);
  });

  it('leaves no spec route to the shell: with every feature on, each address opens its feature’s page', () => {
    const member: SessionState = { ...emptySession, accessToken: 't', userId: 'u1', username: 'demo01' };
    const brand = testBrand({ hideAffiliate: false, hideRegister: false });
    const routes = buildRoutes({ session: () => member, device: 'mobile', brand });
    // The shell keeps only its maintenance page; any other route it served would be a page no feature built.
    expect(shellFeature.routes.map((r) => r.name)).toEqual(['maintenance']);
    const wrong: string[] = [];
    for (const name of specRouteNames) {
      const route = siteRoutes.find((r) => r.name === name)!;
      // A concrete address: every parameter given (affiliate/reportDetail/42, game/42/42 …).
      const path = `/${route.path.replace(/:\w+\??/g, '42')}`;
      for (const prefix of ['', '/en']) {
        const matched = matchRoutes(routes, `${prefix}${path}`) ?? [];
        // The handle holds the route without its page loader, with the feature composeRoutes named.
        const page = (matched.at(-1)?.route.handle as RouteHandle | undefined)?.route as
          Omit<FeatureRoute, 'page'> | undefined;
        // Only the maintenance page is the shell's own (composeRoutes names no feature for it).
        const byFeature = page?.feature !== undefined;
        if (page?.name !== name || byFeature === (name === 'maintenance'))
          wrong.push(`${prefix}${path} → ${page?.name ?? 'nothing'} (${page?.feature ?? 'the shell'})`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("finds every route's title in both languages, in the namespaces its feature ships or loads", async () => {
    const lazy = Object.assign({}, ...siteFeatures.map((f) => f.lazyNamespaces ?? {})) as Record<
      string,
      () => Promise<Record<'th' | 'en', object>>
    >;
    const missing: string[] = [];
    for (const route of siteRoutes) {
      const [namespace, path] = routeTitleKey(route).split(':') as [string, string];
      const strings =
        (siteNamespaces as Record<string, Record<'th' | 'en', object>>)[namespace] ?? (await lazy[namespace]?.());
      for (const locale of ['th', 'en'] as const) {
        const title = path
          .split('.')
          .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], strings?.[locale]);
        if (typeof title !== 'string' || title === '')
          missing.push(`${route.name} (${locale}: ${routeTitleKey(route)})`);
      }
    }
    expect(missing).toEqual([]);
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
