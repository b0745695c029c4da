import type { IconName } from '@lobby/ui-kit';
import { gamesMenu as games, generalMenu as general, memberMenu as member } from '@lobby/util';
import type { TransferTarget } from '../nav/useTransferLink';

export interface MenuItem {
  key: string;
  path: string;
  icon: IconName;
  /** A money link: a drawer over the page on larger screens, the page on phones. */
  transfer?: TransferTarget;
}

// The menu's data lives in libs/util (siteMenu.ts) so the phone menu page (libs/member) lists the same links.
/** Side menu groups of spec §2: general, games, member. */
export const generalMenu: MenuItem[] = [...general];
export const gamesMenu: MenuItem[] = [...games];
export const memberMenu: MenuItem[] = [...member];
