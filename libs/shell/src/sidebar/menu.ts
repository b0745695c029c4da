import type { IconName } from '@lobby/ui-kit';

export interface MenuItem {
  key: string;
  path: string;
  icon: IconName;
}

/** Side menu groups of spec §2: general, games, member. */
export const generalMenu: MenuItem[] = [
  { key: 'freespin', path: '/list/freespin', icon: 'freespin' },
  { key: 'demo', path: '/demo', icon: 'demo' },
  { key: 'vip', path: '/vip', icon: 'crown' },
  { key: 'promotion', path: '/promotions', icon: 'gift' },
  { key: 'tournament', path: '/tournament', icon: 'trophy' },
  { key: 'help', path: '/help', icon: 'help' },
];

export const gamesMenu: MenuItem[] = [
  { key: 'casino', path: '/list/casino', icon: 'casino' },
  { key: 'slot', path: '/list/slot', icon: 'slot' },
  { key: 'fishing', path: '/list/fishing', icon: 'fishing' },
  { key: 'lotto', path: '/list/lotto', icon: 'lotto' },
  { key: 'sport', path: '/list/sport', icon: 'sport' },
];

export const memberMenu: MenuItem[] = [
  { key: 'deposit', path: '/deposit', icon: 'deposit' },
  { key: 'withdraw', path: '/withdraw', icon: 'withdraw' },
  { key: 'history', path: '/history', icon: 'history' },
  { key: 'affiliate', path: '/affiliate', icon: 'link' },
];
