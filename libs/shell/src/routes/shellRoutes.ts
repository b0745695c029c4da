import { defineFeature, type FeatureRoute, type RouteSpec } from '@lobby/util';
import { shellLocales } from '../locales';

const notAvailable = () => import('../pages/NotAvailablePage').then((m) => m.NotAvailablePage);

/** A spec route whose feature has not landed yet: its real layout and title, and an honest note. */
const placeholder = (spec: RouteSpec): FeatureRoute => ({ ...spec, page: notAvailable });

/**
 * The shell's own pages, and every route of spec §2 no feature serves yet. A feature that serves one of these
 * names replaces the placeholder; nothing here needs to change when it does.
 */
export const shellFeature = defineFeature({
  feature: 'shell',
  namespaces: { shell: shellLocales },
  routes: [
    {
      name: 'maintenance',
      path: 'maintenance',
      layout: 'bare',
      header: 'named',
      page: () => import('../pages/MaintenancePage').then((m) => m.MaintenancePage),
    },
    ...(
      [
        { name: 'affiliate', path: 'affiliate', access: 'member' },
        { name: 'affiliate-history', path: 'affiliate/history', access: 'member' },
        { name: 'affiliate-member', path: 'affiliate/member', access: 'member' },
        { name: 'affiliate-reportDaily', path: 'affiliate/reportDaily', access: 'member' },
        { name: 'affiliate-reportDetail-id', path: 'affiliate/reportDetail/:id?', access: 'member', titleParam: 'id' },
        { name: 'bonus', path: 'bonus' },
        { name: 'deposit', path: 'deposit', access: 'member' },
        { name: 'event', path: 'event' },
        { name: 'help', path: 'help' },
        { name: 'history', path: 'history', access: 'member' },
        { name: 'loginUrl', path: 'loginUrl', layout: 'basic' },
        { name: 'menu', path: 'menu' },
        { name: 'promotion', path: 'promotion' },
        { name: 'promotions', path: 'promotions' },
        { name: 'slot-tournament', path: 'slot-tournament' },
        { name: 'tournament', path: 'tournament' },
        { name: 'vip', path: 'vip' },
        { name: 'withdraw', path: 'withdraw', access: 'member' },
      ] satisfies (Partial<RouteSpec> & Pick<RouteSpec, 'name' | 'path'>)[]
    ).map((spec) => placeholder({ layout: 'default', header: 'named', ...spec })),
  ],
});
