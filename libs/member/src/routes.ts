import { defineFeature } from '@lobby/util';

/**
 * The member pages of spec §2 (issue 13): promotions and the member's bonuses, tournaments, VIP, the help centre,
 * the brand's events, the phone menu and one-time login links. Each page is its own chunk; the strings load with
 * them, never with the home page.
 */
export const memberFeature = defineFeature({
  feature: 'member',
  namespaces: {},
  lazyNamespaces: { member: () => import('./locales').then((m) => m.memberLocales) },
  routes: [
    {
      name: 'promotions',
      path: 'promotions',
      layout: 'default',
      header: 'named',
      dataInHtml: true,
      page: () => import('./promotions/PromotionsPage').then((m) => m.PromotionsPage),
    },
    {
      // The spec route takes no parameter: the promotion is `?id=` (its code, e.g. NKG01-welcome).
      name: 'promotion',
      path: 'promotion',
      layout: 'default',
      header: 'named',
      page: () => import('./promotions/PromotionPage').then((m) => m.PromotionPage),
    },
    {
      name: 'bonus',
      path: 'bonus',
      layout: 'default',
      header: 'named',
      access: 'member',
      page: () => import('./promotions/BonusPage').then((m) => m.BonusPage),
    },
    {
      name: 'tournament',
      path: 'tournament',
      layout: 'default',
      header: 'named',
      page: () => import('./tournaments/TournamentsPage').then((m) => m.TournamentsPage),
    },
    {
      name: 'slot-tournament',
      path: 'slot-tournament',
      layout: 'default',
      header: 'named',
      page: () => import('./tournaments/TournamentsPage').then((m) => m.SlotTournamentsPage),
    },
    {
      name: 'vip',
      path: 'vip',
      layout: 'default',
      header: 'named',
      page: () => import('./vip/VipPage').then((m) => m.VipPage),
    },
    {
      name: 'help',
      path: 'help',
      layout: 'default',
      header: 'named',
      page: () => import('./help/HelpPage').then((m) => m.HelpPage),
    },
    {
      name: 'event',
      path: 'event',
      layout: 'default',
      header: 'named',
      page: () => import('./event/EventPage').then((m) => m.EventPage),
    },
    {
      name: 'menu',
      path: 'menu',
      layout: 'default',
      header: 'named',
      page: () => import('./menu/MenuPage').then((m) => m.MenuPage),
    },
    {
      // Fills the screen like a game page (spec §2 basic layout); anyone may open it: the link signs its member in.
      name: 'loginUrl',
      path: 'loginUrl',
      layout: 'basic',
      header: 'named',
      page: () => import('./loginUrl/LoginUrlPage').then((m) => m.LoginUrlPage),
    },
  ],
});
