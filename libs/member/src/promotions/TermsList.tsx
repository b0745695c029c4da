import type { PromotionItem } from '@lobby/contract';
import { useLocale, useTranslation } from '@lobby/i18n';
import { formatDay } from '../shared/dates';
import * as css from './PromotionPage.css';

/** A promotion's terms in words, turnover and the withdraw cap included, before any claim (UX brief §5). */
export function TermsList({ promotion }: { promotion: PromotionItem }) {
  const { t } = useTranslation('member');
  const locale = useLocale();
  const { terms } = promotion;
  const lines = [
    terms.bonus_percent > 0 && terms.max_bonus > 0
      ? t('terms.bonus', { percent: terms.bonus_percent, max: terms.max_bonus })
      : null,
    terms.min_deposit > 0 ? t('terms.minDeposit', { amount: terms.min_deposit }) : null,
    terms.claim === 'affiliate'
      ? null
      : terms.turnover > 0
        ? t('terms.turnover', { times: terms.turnover })
        : t('terms.noTurnover'),
    terms.claim === 'affiliate'
      ? null
      : terms.max_withdraw !== null
        ? t('terms.maxWithdraw', { amount: terms.max_withdraw })
        : t('terms.noMaxWithdraw'),
    terms.claim === 'deposit'
      ? { once: t('terms.repeat.once'), daily: t('terms.repeat.daily'), always: t('terms.repeat.always') }[terms.repeat]
      : null,
    ...terms.lines,
    promotion.end ? t('promotions.until', { date: formatDay(promotion.end, locale) }) : null,
  ].filter((line): line is string => Boolean(line));
  // The operator's own lines may repeat what the figures say ("once a day"): each line once.
  const unique = [...new Set(lines)];
  return (
    <ul className={css.terms} data-testid="promotion-terms">
      {unique.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
