import { useMoney, useTranslation } from '@lobby/i18n';
import { Button, Dialog } from '@lobby/ui-kit';
import * as css from '../shared/page.css';
import { playedParts } from '../shared/time';

export interface RealityCheckDialogProps {
  open: boolean;
  /** Seconds since the member started playing this time. */
  playedSeconds: number;
  /** Wins minus bets since then (baht); undefined when the platform could not say. */
  net: number | undefined;
  onKeepPlaying: () => void;
  onLimits: () => void;
  onLogout: () => void;
}

/** The play reminder (issue 15): how long, and what the games came to, with ways to stop. */
export function RealityCheckDialog({
  open,
  playedSeconds,
  net,
  onKeepPlaying,
  onLimits,
  onLogout,
}: RealityCheckDialogProps) {
  const { t } = useTranslation('protection');
  const money = useMoney();
  const { hours, minutes } = playedParts(playedSeconds);
  const time = hours > 0 ? t('reality.hours', { hours, minutes }) : t('reality.minutes', { minutes });
  return (
    <Dialog
      open={open}
      onClose={onKeepPlaying}
      closeLabel={t('consent.close')}
      title={t('reality.dialogTitle', { time })}
      footer={
        <div className={css.actions}>
          <Button variant="ghost" onClick={onLogout} data-testid="reality-logout">
            {t('reality.logout')}
          </Button>
          <Button variant="secondary" onClick={onLimits} data-testid="reality-limits">
            {t('reality.limits')}
          </Button>
          <Button onClick={onKeepPlaying} data-testid="reality-keep">
            {t('reality.keep')}
          </Button>
        </div>
      }
    >
      <dl className={css.figures} data-testid="reality-check">
        <dt>{t('reality.played')}</dt>
        <dd data-testid="reality-played">{time}</dd>
        <dt>{t('reality.net')}</dt>
        <dd data-testid="reality-net">{net === undefined ? t('reality.netUnknown') : money(net)}</dd>
      </dl>
    </Dialog>
  );
}
