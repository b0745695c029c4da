/**
 * The side menu of spec §2 as data — general, games and member groups, and the member card's links — in one place
 * for every page that lists it: the shell's sidebar and the phone menu page (libs/member). Labels are
 * `shell:sidebar.<key>`; icons are ui-kit icon names (kept as literals here, since util does not depend on ui-kit);
 * `transfer` marks the money links that open a drawer over the page on larger screens and the page on phones.
 */
export type MenuTransfer = 'deposit' | 'withdraw' | 'history';

export const generalMenu = [
  { key: 'freespin', path: '/list/freespin', icon: 'freespin' },
  { key: 'demo', path: '/demo', icon: 'demo' },
  { key: 'vip', path: '/vip', icon: 'crown' },
  { key: 'promotion', path: '/promotions', icon: 'gift' },
  { key: 'tournament', path: '/tournament', icon: 'trophy' },
  { key: 'help', path: '/help', icon: 'help' },
  // Issue 15: the responsible-gaming centre, one click from every page.
  { key: 'responsibleGaming', path: '/responsible-gaming', icon: 'clock' },
] as const;

export const gamesMenu = [
  { key: 'casino', path: '/list/casino', icon: 'casino' },
  { key: 'slot', path: '/list/slot', icon: 'slot' },
  { key: 'fishing', path: '/list/fishing', icon: 'fishing' },
  { key: 'lotto', path: '/list/lotto', icon: 'lotto' },
  { key: 'sport', path: '/list/sport', icon: 'sport' },
] as const;

/** Members only; `affiliate` is hidden where the brand hides the programme. */
export const memberMenu = [
  { key: 'deposit', path: '/deposit', icon: 'deposit', transfer: 'deposit' },
  { key: 'withdraw', path: '/withdraw', icon: 'withdraw', transfer: 'withdraw' },
  { key: 'history', path: '/history', icon: 'history', transfer: 'history' },
  { key: 'affiliate', path: '/affiliate', icon: 'link' },
] as const;

/**
 * Members only: the member card's links (labels `shell:member.<key>`) — the favourite and recent games lists, whose
 * counts the sidebar shows beside them, and the change of password.
 */
export const accountMenu = [
  { key: 'favourite', path: '/list/favourite', icon: 'heart' },
  { key: 'recent', path: '/list/recent', icon: 'clock' },
  { key: 'resetPassword', path: '/resetPassword', icon: 'key' },
] as const;
