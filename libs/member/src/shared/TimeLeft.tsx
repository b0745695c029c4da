import { useTranslation } from '@lobby/i18n';
import { formatCountdown, useCountdown } from '@lobby/ui-kit';

const pad = (n: number) => String(n).padStart(2, '0');
import * as css from './page.css';

/**
 * A countdown to a date that may be days away: "2 วัน 03:12:44" / "2 days 03:12:44", then hh:mm:ss, ticking each
 * second. A timer role that is not announced on every tick; `onDone` fires once at zero.
 */
export function TimeLeft({ until, onDone, label }: { until: string; onDone?: () => void; label: string }) {
  const { t } = useTranslation('member');
  const { seconds } = useCountdown(new Date(until), onDone);
  const days = Math.floor(seconds / 86_400);
  const rest = seconds % 86_400;
  // With days in front, the clock keeps its hours (5 days 00:04:10); without, it is mm:ss or h:mm:ss.
  const clock =
    days > 0
      ? `${pad(Math.floor(rest / 3600))}:${pad(Math.floor((rest % 3600) / 60))}:${pad(rest % 60)}`
      : formatCountdown(rest);
  return (
    <span role="timer" aria-label={label} className={css.tabular} data-testid="countdown">
      {days > 0 ? `${t('common.days', { count: days })} ${clock}` : clock}
    </span>
  );
}
