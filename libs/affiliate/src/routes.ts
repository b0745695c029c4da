import { defineFeature } from '@lobby/util';

/**
 * The affiliate programme's pages (spec §2 affiliate sub-pages, §6, §7 affiliate calls): income and the member's link,
 * the members they brought, the income's movements and the daily reports. Members only; on a brand that hides the
 * affiliate programme (hideAffiliate) the route guard sends everyone home from each of them, before any login.
 */
export const affiliateFeature = defineFeature({
  feature: 'affiliate',
  namespaces: {},
  // Only these pages read them: they load with the pages, not with the home page.
  lazyNamespaces: { affiliate: () => import('./locales').then((m) => m.affiliateLocales) },
  routes: [
    {
      name: 'affiliate',
      path: 'affiliate',
      layout: 'default',
      header: 'named',
      access: 'member',
      page: () => import('./pages/AffiliatePage').then((m) => m.AffiliatePage),
    },
    {
      name: 'affiliate-member',
      path: 'affiliate/member',
      layout: 'default',
      header: 'named',
      access: 'member',
      page: () => import('./pages/MembersPage').then((m) => m.MembersPage),
    },
    {
      name: 'affiliate-history',
      path: 'affiliate/history',
      layout: 'default',
      header: 'named',
      access: 'member',
      page: () => import('./pages/MovesPage').then((m) => m.MovesPage),
    },
    {
      name: 'affiliate-reportDaily',
      path: 'affiliate/reportDaily',
      layout: 'default',
      header: 'named',
      access: 'member',
      page: () => import('./pages/ReportDailyPage').then((m) => m.ReportDailyPage),
    },
    {
      name: 'affiliate-reportDetail-id',
      path: 'affiliate/reportDetail/:id?',
      layout: 'default',
      header: 'named',
      access: 'member',
      titleParam: 'id',
      page: () => import('./pages/ReportDetailPage').then((m) => m.ReportDetailPage),
    },
  ],
});
