/**
 * `<html data-visitor>`: set by the boot script before the first paint when the browser holds no session cookie. The
 * prerendered HTML is then this visitor's own view, so what depends on the session (the login and register links, the
 * sidebar's welcome, the tab bar) shows at once instead of waiting for the site's code; with a session cookie it waits
 * for `data-session`, so a member never sees the visitor's buttons.
 */
export const VISITOR_MARK = 'data-visitor';
