import type { VipTier } from '@lobby/contract';
import { useTranslation } from '@lobby/i18n';
import { cx, Icon } from '@lobby/ui-kit';
import * as page from '../shared/page.css';
import * as css from './VipPage.css';

/** The tiers, lowest first (the contract's vipTiers). */
const tiers: readonly VipTier[] = ['silver', 'gold', 'platinum', 'diamond'];

/** The VIP tiers and what each brings; the member's own tier (null: not invited, or unknown) outlined and named. */
export function VipTiers({ tier }: { tier: VipTier | null }) {
  const { t } = useTranslation('member');
  return (
    <ul className={css.tiers}>
      {tiers.map((key) => (
        <li key={key}>
          <article
            className={cx(page.card, css.tier, tier === key && css.currentTier)}
            aria-current={tier === key ? 'true' : undefined}
            data-testid="vip-tier"
          >
            <h3 className={css.tierName}>
              <Icon name="crown" size={20} />
              {t(`vip.tiers.${key}.name`)}
            </h3>
            {tier === key && (
              <span className={cx(page.chip, page.tone.accent)}>
                <Icon name="check" size={14} />
                {t('vip.current')}
              </span>
            )}
            <ul className={css.perks}>
              {t(`vip.tiers.${key}.perks`)
                .split(' · ')
                .map((perk) => (
                  <li key={perk}>{perk}</li>
                ))}
            </ul>
          </article>
        </li>
      ))}
    </ul>
  );
}
