import { defineFeature } from '@lobby/util';

/**
 * The member's money pages (spec §2): on phones deposit, withdraw and history are full pages; on larger screens the
 * same panels open as right-hand drawers over any page (`?sideDeposit` / `?sideHistory`, the `drawers` widget).
 */
export const paymentsFeature = defineFeature({
  feature: 'payments',
  namespaces: {},
  // Only the money pages and drawers read these: they load with them, not with the home page.
  lazyNamespaces: { payments: () => import('./locales').then((m) => m.paymentsLocales) },
  routes: [
    {
      name: 'deposit',
      path: 'deposit',
      layout: 'default',
      header: 'named',
      access: 'member',
      page: () => import('./pages/DepositPage').then((m) => m.DepositPage),
    },
    {
      name: 'withdraw',
      path: 'withdraw',
      layout: 'default',
      header: 'named',
      access: 'member',
      page: () => import('./pages/WithdrawPage').then((m) => m.WithdrawPage),
    },
    {
      name: 'history',
      path: 'history',
      layout: 'default',
      header: 'named',
      access: 'member',
      page: () => import('./pages/HistoryPage').then((m) => m.HistoryPage),
    },
  ],
  widgets: {
    /** The desktop drawers the query flags open; loaded only when a flag asks for one. */
    drawers: () => import('./drawers/PaymentsDrawers').then((m) => m.PaymentsDrawers),
  },
});
