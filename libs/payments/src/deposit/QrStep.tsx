import { useMoney, useTranslation } from '@lobby/i18n';
import { Button, Icon, useCountdown } from '@lobby/ui-kit';
import { useMemo } from 'react';
import * as panel from '../panel/panel.css';
import * as css from './QrStep.css';
import type { PollTrouble } from './useDepositPoll';

export interface QrStepProps {
  /** The QR as a PNG data URL (the server draws a real EMVCo PromptPay payload). */
  image: string;
  /** Baht to pay, exactly. */
  amount: number;
  /** ISO time the QR stops being payable. */
  expiredDate: string;
  reference: string;
  /** Spec §9: username, channel type, amount and expiry time. */
  fileName: string;
  /** "Pay from your registered account only", with the bank and the masked number. */
  ownAccount?: string;
  /** Why the last poll did not say (no connection, or an answer it could not read): the QR stays, the poll goes on. */
  trouble?: PollTrouble;
  /**
   * Stops the poll and leaves the QR. Spec §4: offered only when the withdraw flag is true, so the caller passes it
   * only then; without it the step has no cancel button (the panel's back button still leaves the QR).
   */
  onCancel?: () => void;
}

/** The QR to pay, its countdown and the poll's status (spec §4); the QR stays up whatever the network does. */
export function QrStep({
  image,
  amount,
  expiredDate,
  reference,
  fileName,
  ownAccount,
  trouble,
  onCancel,
}: QrStepProps) {
  const { t } = useTranslation('payments');
  const money = useMoney();
  const deadline = useMemo(() => new Date(expiredDate), [expiredDate]);
  const left = useCountdown(deadline);
  return (
    <section className={panel.step} aria-label={t('qr.title')} data-testid="deposit-qr">
      <ol className={css.stepper}>
        <li className={css.stepDone}>
          <Icon name="check" size={14} /> {t('qr.stepCreated')}
        </li>
        <li className={css.stepCurrent} aria-current="step">
          {t('qr.stepPay')}
        </li>
        <li className={css.stepTodo}>{t('qr.stepCredited')}</li>
      </ol>
      <div className={css.qrBox}>
        <img
          src={image}
          alt={t('qr.imageAlt', { amount: money(amount) })}
          className={css.qr}
          width={240}
          height={240}
        />
      </div>
      <div className={panel.card}>
        <div className={panel.row}>
          <span>{t('qr.payAmount')}</span>
          <strong className={css.amount} data-testid="deposit-qr-amount">
            {money(amount)}
          </strong>
        </div>
        <p className={panel.muted}>{t('qr.exactAmount')}</p>
        <div className={panel.row}>
          <span>{t('qr.reference')}</span>
          <span className={panel.figure} data-testid="deposit-qr-reference">
            {reference}
          </span>
        </div>
        <p className={css.expiry} data-testid="deposit-qr-expiry" data-expired={left.done || undefined}>
          <Icon name="clock" size={16} /> {t('qr.expiresIn', { time: left.text })}
        </p>
      </div>
      {ownAccount && <p className={panel.muted}>{ownAccount}</p>}
      <p
        role="status"
        className={trouble ? css.offline : css.waiting}
        data-testid="deposit-qr-status"
        data-trouble={trouble}
      >
        <Icon name={trouble ? 'warning' : 'refresh'} size={16} className={trouble ? undefined : css.spin} />{' '}
        {trouble === 'unreadable' ? t('qr.unreadable') : trouble ? t('qr.offline') : t('qr.waiting')}
      </p>
      <div className={css.actions}>
        <a href={image} download={fileName} className={css.download} data-testid="deposit-qr-download">
          <Icon name="deposit" size={18} /> {t('qr.download')}
        </a>
        {onCancel && (
          <Button type="button" variant="ghost" onClick={onCancel} data-testid="deposit-qr-cancel">
            {t('qr.cancel')}
          </Button>
        )}
      </div>
    </section>
  );
}
