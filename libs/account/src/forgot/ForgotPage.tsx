import {
  useFocusAfterStep,
  useForm,
  useSingleFlight,
  NewPasswordFields,
  OtpStep,
  PhoneStep,
  formStyles as s,
} from '@lobby/forms';
import { useBrand } from '@lobby/brand';
import { ResponseCode, type QueryError, useCodeMessage } from '@lobby/api-client';
import { forgotCookie } from '@lobby/auth-guards';
import { useLocalizedPath, useTranslation } from '@lobby/i18n';
import { ButtonLink, Icon } from '@lobby/ui-kit';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { asQueryError, useForgotPasswordMutation } from '../accountApi';
import { useWait } from '../components/useWait';
import { AuthCard } from '../components/AuthCard';
import { SupportLink } from '../components/SupportLink';
import * as page from '../components/page.css';
import { useOtp, useResendOtp } from '../components/useOtp';
import { rules, phoneInput, otpInput, type ValidationKey } from '@lobby/contract';
import * as css from './ForgotPage.css';

type Step = 'phone' | 'reset' | 'done';

/**
 * Forgotten password (spec §2, §5): phone → SMS OTP (purpose forgot) → code + new password + repeat.
 * Sets the forgot cookie when the code is sent (the guards then keep the visitor on the reset flow) and
 * clears it once the new password is set. No route params or query.
 */
export function ForgotPage() {
  const { t } = useTranslation('account');
  const localize = useLocalizedPath();
  const otp = useOtp('forgot');
  // 6005 on asking for a code holds the phone step; 6005 on the form's own call holds its submit button.
  const otpWait = useWait();
  const submitWait = useWait();
  const { defaultGroupId } = useBrand();
  const [forgotPassword, { isLoading }] = useForgotPasswordMutation();
  const once = useSingleFlight();
  const codeMessage = useCodeMessage();
  const { fields, values: form, set, bind } = useForm({ phone: '', otp: '', password: '', repeat: '' });
  const [step, setStep] = useState<Step>('phone');
  const [alert, setAlert] = useState<string>();
  // The server sets the new password even on a locked account, and says the lock stays (spec §8: 1008 → support).
  const [locked, setLocked] = useState(false);
  const message = (key: ValidationKey | undefined) => key && t(`forms:validation.${key}`);
  const focusAfter = useFocusAfterStep(step, fields.focus);

  const requestOtp = async () => {
    setAlert(undefined);
    const result = await otp.request(form.phone.trim());
    if (!result.ok) {
      otpWait.waitFor(result.error);
      setAlert(codeMessage(result.error, 'register'));
      return false;
    }
    forgotCookie.set();
    return true;
  };
  const resendOtp = useResendOtp(
    requestOtp,
    () => set('otp', ''),
    () => fields.focus('otp'),
  );

  const onPhone = (event: FormEvent) => {
    event.preventDefault();
    void once(async () => {
      if (!fields.show({ phone: message(rules.phone(form.phone)) }, ['phone'])) return;
      if (otp.sent?.phone === form.phone.trim() || (await requestOtp())) {
        focusAfter('otp');
        setStep('reset');
      }
    });
  };

  const showRefusal = (error: QueryError) => {
    if (error.code === ResponseCode.otpInvalid || error.code === ResponseCode.otpRetry) {
      fields.show({ otp: codeMessage(error, 'register') }, ['otp']);
    } else {
      submitWait.waitFor(error);
      setAlert(codeMessage(error, 'register'));
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void once(async () => {
      setAlert(undefined);
      const valid = fields.show(
        {
          otp: message(rules.otp(form.otp)),
          password: message(rules.password(form.password)),
          repeat: message(rules.repeatOf(form.password)(form.repeat)),
        },
        ['otp', 'password', 'repeat'],
      );
      if (!valid || !otp.sent) return;
      try {
        const answer = await forgotPassword({
          phone: otp.sent.phone,
          otp_reference: otp.sent.reference,
          otp_code: form.otp,
          password: form.password,
          groupID: defaultGroupId,
        }).unwrap();
        forgotCookie.clear();
        setLocked((answer.result as { locked?: unknown } | undefined)?.locked === true);
        setStep('done');
      } catch (caught) {
        showRefusal(asQueryError(caught));
      }
    });
  };

  if (step === 'done') {
    return (
      <AuthCard title={t('forgot.title')} testId="forgot-page">
        <div className={page.notice} role="status">
          <span className={locked ? css.lockedIcon : css.successIcon}>
            <Icon name={locked ? 'warning' : 'check'} size={32} />
          </span>
          <h2 className={page.noticeTitle}>{t(locked ? 'forgot.lockedTitle' : 'forgot.successTitle')}</h2>
          <p className={s.muted}>{t(locked ? 'forgot.lockedBody' : 'forgot.successBody')}</p>
          {locked && <SupportLink />}
        </div>
        <ButtonLink as={Link} to={localize('/login')} block size="lg" variant={locked ? 'secondary' : 'primary'}>
          {t('forgot.login')}
        </ButtonLink>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('forgot.title')} intro={step === 'phone' ? t('forgot.intro') : undefined} testId="forgot-page">
      {step === 'phone' && (
        <PhoneStep
          phone={bind('phone', phoneInput)}
          otp={otp}
          alert={alert}
          onSubmit={onPhone}
          waitUntil={otpWait.until}
        />
      )}
      {step === 'reset' && (
        <OtpStep
          code={bind('otp', otpInput)}
          otp={otp}
          alert={alert}
          submitLabel={t('forgot.submit')}
          submitting={isLoading}
          onSubmit={onSubmit}
          onResend={() => void once(resendOtp)}
          onChangePhone={() => {
            focusAfter('phone');
            setAlert(undefined);
            setStep('phone');
          }}
          waitUntil={submitWait.until}
        >
          <NewPasswordFields password={bind('password')} repeat={bind('repeat')} wording="newPassword" />
        </OtpStep>
      )}
      <p className={s.row}>
        <Link to={localize('/login')} className={s.link}>
          {t('forgot.backToLogin')}
        </Link>
      </p>
    </AuthCard>
  );
}
