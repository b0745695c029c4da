/**
 * What the boot script and the site tell each other through the page (they are separate chunks, and the boot script
 * runs long before the site's code arrives).
 *
 * `<html data-visitor>`: set by the boot script before the first paint when the browser holds no session cookie. The
 * prerendered HTML is then this visitor's own view, so what depends on the session (the login and register links, the
 * sidebar's welcome, the tab bar) shows at once instead of waiting for the site's code; with a session cookie it waits
 * for `data-session`, so a member never sees the visitor's buttons.
 */
export const VISITOR_MARK = 'data-visitor';

/**
 * Dispatched on `document` by the site as it takes the page over: `detail.hydrated` says whether it hydrates the
 * prerendered HTML (its forms stay the same elements) or renders the page anew (they are replaced).
 */
export const TAKEOVER_EVENT = 'lobby:takeover';

export interface TakeoverDetail {
  hydrated: boolean;
}
