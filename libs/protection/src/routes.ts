import { defineFeature } from '@lobby/util';

export { realityCheckWanted } from './widgets/visit';

/**
 * Player protection (issue 15): the responsible-gaming page (one click from every page: the side menu and the
 * footer), withdrawing during a break, the brand's legal documents, and two widgets the shell places on every page —
 * the first-visit consent banner and the members' play reminder. Pages and widgets are their own chunks; the strings
 * load with them.
 */
export const protectionFeature = defineFeature({
  feature: 'protection',
  namespaces: {},
  lazyNamespaces: { protection: () => import('./locales').then((m) => m.protectionLocales) },
  routes: [
    {
      // Anyone may open it: visitors read the advice and the helpline, members get the tools.
      name: 'responsible-gaming',
      path: 'responsible-gaming',
      layout: 'default',
      header: 'named',
      title: 'protection:routes.centre',
      page: () => import('./centre/ResponsibleGamingPage').then((m) => m.ResponsibleGamingPage),
    },
    {
      // A member on a break cannot log in: this page alone lets them see and withdraw their balance.
      name: 'responsible-gaming-withdraw',
      path: 'responsible-gaming/withdraw',
      layout: 'default',
      header: 'named',
      title: 'protection:routes.withdraw',
      page: () => import('./withdraw/BreakWithdrawPage').then((m) => m.BreakWithdrawPage),
    },
    {
      name: 'terms',
      path: 'terms',
      layout: 'default',
      header: 'named',
      title: 'protection:routes.terms',
      page: () => import('./legal/LegalPage').then((m) => m.TermsPage),
    },
    {
      name: 'privacy',
      path: 'privacy',
      layout: 'default',
      header: 'named',
      title: 'protection:routes.privacy',
      page: () => import('./legal/LegalPage').then((m) => m.PrivacyPage),
    },
  ],
  widgets: {
    /** The first-visit consent banner and the cookie settings (every page, visitors and members). */
    consent: () => import('./widgets/ConsentWidget').then((m) => m.ConsentWidget),
    /** The play reminder every N minutes the member chose (members only: see `realityCheckWanted`). */
    realityCheck: () => import('./widgets/RealityCheckWidget').then((m) => m.RealityCheckWidget),
  },
});
