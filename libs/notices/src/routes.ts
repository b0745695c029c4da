import { defineFeature } from '@lobby/util';

/**
 * Notices and live contact (spec §2–§4, §8, §9): no pages of its own; the shell places its widgets once the page is
 * interactive — announcements and the forced deposit-account notice, the offline banner and the live chat loader
 * (`site`), and the chat's button in the footer and the phone tab bar (`chatButton`).
 */
export const noticesFeature = defineFeature({
  feature: 'notices',
  namespaces: {},
  // Only its widgets read these, and they load after the first paint.
  lazyNamespaces: { notices: () => import('./locales').then((m) => m.noticesLocales) },
  routes: [],
  widgets: {
    site: () => import('./widgets/SiteNotices').then((m) => m.SiteNotices),
    chatButton: () => import('./chat/LiveChatButton').then((m) => m.LiveChatButton),
  },
});
