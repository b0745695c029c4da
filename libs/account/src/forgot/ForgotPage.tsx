import { ResponseCode, type QueryError } from '@lobby/api-client';
import { forgotCookie } from '@lobby/auth-guards';
import { useLocalizedPath, useTranslation } from '@lobby/i18n';
import { Button, ButtonLink, Icon, TextField, useToast } from '@lobby/ui-kit';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { asQueryError, useForgotPasswordMutation } from '../accountApi';
import { AuthCard } from '../components/AuthCard';
import { FormAlert } from '../components/FormAlert';
import { digitsOnly, useFieldErrors, useSingleFlight } from '../components/form';
import { useCodeMessage } from '../components/messages';
import { PasswordField } from '../components/PasswordField';
import { ResendOtpButton } from '../components/ResendOtpButton';
import * as s from '../components/shared.css';
import { useOtp } from '../components/useOtp';
import * as rules from '../validation';
import type { ValidationKey } from '../validation';
import * as css from './ForgotPage.css';

type Field = 'phone' | 'otp' | 'password' | 'repeat';
type Step = 'phone' | 'reset' | 'done';

const formatPhone = (phone: string) => phone.replace(/^(\d{3})(\d{3})(\d{4})$/, '$1-$2-$3');

/**
 * Forgotten password (spec §2, §5): phone → SMS OTP (purpose forgot) → code + new password + repeat.
 * Sets the forgot cookie when the code is sent (the guards then keep the visitor on the reset flow) and
 * clears it once the new password is set. No route params or query.
 */
export function ForgotPage() {
  const { t } = useTranslation('account');
  const localize = useLocalizedPath();
  const toast = useToast();
  const otp = useOtp('forgot');
  const [forgotPassword, { isLoading }] = useForgotPasswordMutation();
  const once = useSingleFlight();
  const codeMessage = useCodeMessage();
  const fields = useFieldErrors<Field>();
  const [step, setStep] = useState<Step>('phone');
  const [alert, setAlert] = useState<string>();
  const [form, setForm] = useState({ phone: '', otp: '', password: '', repeat: '' });
  const set = (name: Field, value: string) => {
    setForm((current) => ({ ...current, [name]: value }));
    fields.clear(name);
  };
  const message = (key: ValidationKey | undefined) => key && t(`validation.${key}`);

  const focusNext = useRef<Field | null>(null);
  const { focus } = fields;
  useEffect(() => {
    if (focusNext.current) focus(focusNext.current);
    focusNext.current = null;
  }, [step, focus]);

  const requestOtp = async () => {
    setAlert(undefined);
    const result = await otp.request(form.phone.trim());
    if (!result.ok) {
      setAlert(codeMessage(result.error, 'register'));
      return false;
    }
    forgotCookie.set();
    return true;
  };

  const onPhone = (event: FormEvent) => {
    event.preventDefault();
    void once(async () => {
      if (!fields.show({ phone: message(rules.phone(form.phone)) }, ['phone'])) return;
      if (otp.sent?.phone === form.phone.trim() || (await requestOtp())) {
        focusNext.current = 'otp';
        setStep('reset');
      }
    });
  };

  const onResend = () => {
    void once(async () => {
      if (await requestOtp()) {
        set('otp', '');
        toast.show(t('otp.resent'), { tone: 'success' });
        fields.focus('otp');
      }
    });
  };

  const showRefusal = (error: QueryError) => {
    if (error.code === ResponseCode.otpInvalid || error.code === ResponseCode.otpRetry) {
      fields.show({ otp: codeMessage(error, 'register') }, ['otp']);
    } else {
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
        await forgotPassword({ phone: otp.sent.phone, otp_reference: otp.sent.reference, otp_code: form.otp, password: form.password }).unwrap();
        forgotCookie.clear();
        setStep('done');
      } catch (caught) {
        showRefusal(asQueryError(caught));
      }
    });
  };

  if (step === 'done') {
    return (
      <AuthCard title={t('forgot.title')} testId="forgot-page">
        <div className={css.success} role="status">
          <span className={css.successIcon}>
            <Icon name="check" size={32} />
          </span>
          <h2 className={css.successTitle}>{t('forgot.successTitle')}</h2>
          <p className={s.muted}>{t('forgot.successBody')}</p>
        </div>
        <ButtonLink as={Link} to={localize('/login')} block size="lg">
          {t('forgot.login')}
        </ButtonLink>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('forgot.title')} intro={step === 'phone' ? t('forgot.intro') : undefined} testId="forgot-page">
      {step === 'phone' && (
        <form className={s.form} onSubmit={onPhone} noValidate>
          <TextField
            ref={fields.ref('phone')}
            label={t('field.phone')}
            hint={t('field.phoneHint')}
            name="phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={10}
            value={form.phone}
            error={fields.errors.phone}
            onChange={(e) => set('phone', digitsOnly(e.target.value, 10))}
          />
          <FormAlert>{alert}</FormAlert>
          <Button type="submit" block size="lg" loading={otp.requesting}>
            {t('otp.request')}
          </Button>
        </form>
      )}
      {step === 'reset' && otp.sent && (
        <form className={s.form} onSubmit={onSubmit} noValidate>
          <p className={css.sentTo}>
            {t('otp.sentTo', { phone: formatPhone(otp.sent.phone) })}
            <span className={css.reference}>{t('otp.reference', { reference: otp.sent.reference })}</span>
          </p>
          <TextField
            ref={fields.ref('otp')}
            label={t('field.otp')}
            hint={t('field.otpHint')}
            name="otp"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={form.otp}
            error={fields.errors.otp}
            onChange={(e) => set('otp', digitsOnly(e.target.value, 6))}
          />
          <PasswordField
            ref={fields.ref('password')}
            label={t('field.newPassword')}
            hint={t('field.passwordHint')}
            name="password"
            autoComplete="new-password"
            value={form.password}
            error={fields.errors.password}
            onChange={(e) => set('password', e.target.value)}
          />
          <PasswordField
            ref={fields.ref('repeat')}
            label={t('field.newPasswordRepeat')}
            name="password_repeat"
            autoComplete="new-password"
            value={form.repeat}
            error={fields.errors.repeat}
            onChange={(e) => set('repeat', e.target.value)}
          />
          <FormAlert>{alert}</FormAlert>
          <Button type="submit" block size="lg" loading={isLoading}>
            {t('forgot.submit')}
          </Button>
          <ResendOtpButton retryAt={otp.retryAt} loading={otp.requesting} onResend={onResend} />
          <div className={s.row}>
            <button
              type="button"
              className={s.link}
              onClick={() => {
                focusNext.current = 'phone';
                setAlert(undefined);
                setStep('phone');
              }}
            >
              {t('otp.changePhone')}
            </button>
          </div>
        </form>
      )}
      <p className={s.row}>
        <Link to={localize('/login')} className={s.link}>
          {t('forgot.backToLogin')}
        </Link>
      </p>
    </AuthCard>
  );
}
