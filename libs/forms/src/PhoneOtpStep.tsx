import { useTranslation } from '@lobby/i18n';
import { TextField } from '@lobby/ui-kit';
import type { FormEvent, ReactNode } from 'react';
import { FormAlert } from './FormAlert';
import type { TextBinding } from './form';
import { ResendOtpButton } from './ResendOtpButton';
import { WaitingSubmit } from './WaitingSubmit';
import * as s from './form.css';
import * as css from './PhoneOtpStep.css';

/** 0812345678 → 081-234-5678 */
const formatPhone = (phone: string) => phone.replace(/^(\d{3})(\d{3})(\d{4})$/, '$1-$2-$3');

/** An SMS code the server sent: where to, and the reference it is shown with. */
export interface SentOtp {
  phone: string;
  reference: string;
}

/** What the steps show of an OTP request: the sent code, when a new one may be asked for, a request in flight. */
export interface OtpState {
  sent: SentOtp | null;
  retryAt: Date | null;
  requesting: boolean;
}

interface PhoneStepProps {
  phone: TextBinding;
  otp: OtpState;
  alert: string | undefined;
  onSubmit: (event: FormEvent) => void;
  /** The server asked to wait (6005): the button counts down until then. */
  waitUntil?: Date | null;
}

/** First step of register and forgot: the phone number the SMS code is sent to. */
export function PhoneStep({ phone, otp, alert, onSubmit, waitUntil }: PhoneStepProps) {
  const { t } = useTranslation('forms');
  return (
    <form className={s.form} onSubmit={onSubmit} noValidate>
      <TextField
        {...phone}
        label={t('field.phone')}
        hint={t('field.phoneHint')}
        name="phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
      />
      <FormAlert>{alert}</FormAlert>
      <WaitingSubmit waitUntil={waitUntil} loading={otp.requesting}>
        {t('otp.request')}
      </WaitingSubmit>
    </form>
  );
}

interface OtpStepProps {
  code: TextBinding;
  otp: OtpState;
  alert: string | undefined;
  submitLabel: string;
  submitting?: boolean;
  onSubmit: (event: FormEvent) => void;
  onResend: () => void;
  onChangePhone: () => void;
  /** The server asked to wait (6005): the submit button counts down until then. */
  waitUntil?: Date | null;
  /** More fields of the same form, after the code (forgot asks for the new password here). */
  children?: ReactNode;
}

/** The step after PhoneStep: where the code went, the code, resend and "change phone". Nothing until a code is sent. */
export function OtpStep({
  code,
  otp,
  alert,
  submitLabel,
  submitting,
  onSubmit,
  onResend,
  onChangePhone,
  waitUntil,
  children,
}: OtpStepProps) {
  const { t } = useTranslation('forms');
  if (!otp.sent) return null;
  return (
    <form className={s.form} onSubmit={onSubmit} noValidate>
      <p className={css.sentTo}>
        {t('otp.sentTo', { phone: formatPhone(otp.sent.phone) })}
        <span className={css.reference}>{t('otp.reference', { reference: otp.sent.reference })}</span>
      </p>
      <TextField
        {...code}
        // Shown large only when it is the step's one field.
        className={children ? undefined : css.largeCode}
        label={t('field.otp')}
        hint={t('field.otpHint')}
        name="otp"
        inputMode="numeric"
        autoComplete="one-time-code"
      />
      {children}
      <FormAlert>{alert}</FormAlert>
      <WaitingSubmit waitUntil={waitUntil} loading={submitting}>
        {submitLabel}
      </WaitingSubmit>
      <ResendOtpButton retryAt={otp.retryAt} loading={otp.requesting} onResend={onResend} />
      <div className={s.row}>
        <button type="button" className={s.link} onClick={onChangePhone}>
          {t('otp.changePhone')}
        </button>
      </div>
    </form>
  );
}
