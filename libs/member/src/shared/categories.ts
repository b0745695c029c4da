import type { PromotionCategory } from '@lobby/contract';
import type { IconName } from '@lobby/ui-kit';

/** Each promotion category's icon (its word is `member:promotions.category.<category>`). */
export const categoryIcon: Record<PromotionCategory, IconName> = {
  'new-member': 'star',
  deposit: 'deposit',
  cashback: 'refresh',
  slot: 'slot',
  casino: 'casino',
  affiliate: 'link',
};
