import type { ProtectionChoiceView } from '@lobby/contract';
import { useTranslation } from '@lobby/i18n';
import * as css from '../shared/page.css';
import { durationLabel, periodWord } from '../shared/words';

/** Every choice the member made, newest first, each with when it was made and when it applies. */
export function ChoiceHistory({ history }: { history: readonly ProtectionChoiceView[] }) {
  const { t } = useTranslation('protection');
  if (history.length === 0) return <p className={css.note}>{t('history.empty')}</p>;
  const describe = (c: ProtectionChoiceView) => {
    const duration = c.duration ? t(durationLabel[c.duration]) : '';
    const period = c.period ? t(periodWord[c.period]) : '';
    if (c.kind === 'deposit_limit')
      return c.amount === null ? t('history.noLimit', { period }) : t('history.limit', { period, amount: c.amount });
    if (c.kind === 'timeout') return t('history.timeout', { duration });
    if (c.kind === 'self_exclusion') return t('history.selfExclusion', { duration });
    return c.minutes === null ? t('history.realityOff') : t('history.reality', { count: c.minutes });
  };
  return (
    <ol className={css.list} data-testid="choice-history">
      {history.map((c, i) => (
        <li key={`${c.made_at}-${i}`}>
          <span>{describe(c)}</span>
          <br />
          <span className={css.note}>
            {t('history.made', { at: Date.parse(c.made_at) })}
            {c.effective_at !== c.made_at && ` · ${t('history.from', { at: Date.parse(c.effective_at) })}`}
          </span>
        </li>
      ))}
    </ol>
  );
}
