import type { Bonus, BonusState } from '@lobby/contract';
import { useLocale, useMoney, useTranslation } from '@lobby/i18n';
import { Button, cx, Icon, type IconName } from '@lobby/ui-kit';
import { formatDateTime } from '../shared/dates';
import { TimeLeft } from '../shared/TimeLeft';
import * as page from '../shared/page.css';
import * as css from './BonusCard.css';

const look: Record<BonusState, { icon: IconName; tone: keyof typeof page.tone }> = {
  pending: { icon: 'clock', tone: 'pending' },
  active: { icon: 'refresh', tone: 'accent' },
  completed: { icon: 'check', tone: 'success' },
  expired: { icon: 'warning', tone: 'muted' },
  cancelled: { icon: 'close', tone: 'muted' },
};

/** One of the member's bonuses: its state in words and icon, the money, the turnover so far and the time left. */
export function BonusCard({
  bonus,
  onCancel,
  cancelling = false,
}: {
  bonus: Bonus;
  onCancel?: (bonus: Bonus) => void;
  cancelling?: boolean;
}) {
  const { t } = useTranslation('member');
  const locale = useLocale();
  const money = useMoney();
  const { icon, tone } = look[bonus.state];
  const open = bonus.state === 'pending' || bonus.state === 'active';
  return (
    <article className={page.card} data-testid="bonus-card" data-state={bonus.state}>
      <div className={css.top}>
        {bonus.promotion.img && <img src={bonus.promotion.img} alt="" className={css.thumb} />}
        <div className={page.header}>
          <h3 className={css.name}>{bonus.promotion.title}</h3>
          <span className={cx(page.chip, page.tone[tone])} data-testid="bonus-state">
            <Icon name={icon} size={14} />
            {t(`bonus.state.${bonus.state}`)}
          </span>
        </div>
      </div>
      {bonus.state === 'pending' ? (
        <p>{t('bonus.pendingHelp', { amount: Math.max(bonus.min_deposit, 1) })}</p>
      ) : (
        <dl className={css.figures}>
          <dt className={css.term}>{t('bonus.deposit')}</dt>
          <dd className={css.value}>{money(bonus.deposit)}</dd>
          <dt className={css.term}>{t('bonus.amount')}</dt>
          <dd className={css.value}>{money(bonus.bonus)}</dd>
          {bonus.turnover_required > 0 && (
            <>
              <dt className={css.term}>{t('bonus.turnover')}</dt>
              <dd className={css.value}>
                {t('bonus.turnoverOf', { done: bonus.turnover_done, required: bonus.turnover_required })}
              </dd>
            </>
          )}
        </dl>
      )}
      {bonus.state === 'active' && bonus.turnover_required > 0 && (
        <progress
          className={css.progress}
          max={bonus.turnover_required}
          value={bonus.turnover_done}
          aria-label={t('bonus.turnover')}
        />
      )}
      {open && (
        <p className={page.muted}>
          {t('bonus.timeLeft')} <TimeLeft until={bonus.expires_at} label={t('bonus.timeLeft')} />
        </p>
      )}
      <p className={page.muted}>{t('bonus.claimedOn', { date: formatDateTime(bonus.claimed_at, locale) })}</p>
      {bonus.state === 'pending' && onCancel && (
        <Button variant="outline" size="sm" loading={cancelling} onClick={() => onCancel(bonus)}>
          {t('bonus.cancel')}
        </Button>
      )}
    </article>
  );
}
