import { FormAlert, useForm, useSingleFlight, verbatim, PasswordField, formStyles as s } from '@lobby/forms';
import { useLoginMutation, useSessionActions, safeReturnPath } from '@lobby/auth-guards';
import { useBrand } from '@lobby/brand';
import { useLocalizedPath, useTranslation } from '@lobby/i18n';
import { ResponseCode, useCodeMessage } from '@lobby/api-client';
import { Button, ButtonLink, Icon, TextField, useCountdown } from '@lobby/ui-kit';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { asQueryError } from '../accountApi';
import { AuthCard } from '../components/AuthCard';
import { SupportLink } from '../components/SupportLink';
import { rules } from '@lobby/contract';
import * as css from './LoginPage.css';

type Field = 'username' | 'password';
const NO_WAIT = new Date(0);
const order: Field[] = ['username', 'password'];

/**
 * Login (spec §2). Query: `url` — where to return after login (only ever a path on this site);
 * `sideDeposit=true` — return home with the deposit panel flag.
 */
export function LoginPage() {
  const { t } = useTranslation('account');
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const brand = useBrand();
  const [login, { isLoading }] = useLoginMutation();
  const { completeLogin } = useSessionActions();
  const once = useSingleFlight();
  const codeMessage = useCodeMessage();
  const { fields, values, bind } = useForm({ username: '', password: '' });
  const { username, password } = values;
  const [serverError, setServerError] = useState<ReactNode>();
  const [finishing, setFinishing] = useState(false);
  // Code 3000 says how long to wait (result.wait, seconds): the button counts down instead of inviting a retry.
  const [retryAt, setRetryAt] = useState<Date | null>(null);
  const countdown = useCountdown(retryAt ?? NO_WAIT, () => setRetryAt(null));
  const waiting = retryAt !== null && !countdown.done;

  const home = localize('/');
  const target =
    params.get('sideDeposit') === 'true' ? `${home}?sideDeposit=true` : safeReturnPath(params.get('url'), home);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void once(async () => {
      setServerError(undefined);
      const userKey = rules.loginUsername(username);
      const passKey = rules.password(password);
      const valid = fields.show(
        {
          username: userKey && t(`forms:validation.${userKey}`),
          password: passKey && t(`forms:validation.${passKey}`),
        },
        order,
      );
      if (!valid) return;
      try {
        const answer = await login({ username: username.trim(), password, groupID: brand.defaultGroupId }).unwrap();
        setFinishing(true);
        await completeLogin(answer);
        navigate(target, { replace: true });
      } catch (caught) {
        setFinishing(false);
        const error = asQueryError(caught);
        const remaining = Number((error.body?.result as { remaining?: unknown } | undefined)?.remaining);
        if (error.code === ResponseCode.wrongCredentials && remaining === 1) {
          // The next wrong password locks the account: say so while the way out (forgot) is still open.
          setServerError(
            <>
              {codeMessage(error)}
              <br />
              {t('login.lastAttempt')}
            </>,
          );
        } else if (error.code === ResponseCode.onBreak) {
          // A time-out or self-exclusion: the message names its end; the balance is still the member's to withdraw.
          setServerError(
            <>
              {codeMessage(error)}{' '}
              <Link to={localize('/responsible-gaming/withdraw')} className={s.link} data-testid="break-withdraw">
                {t('login.breakWithdraw')}
              </Link>
            </>,
          );
        } else if (error.code === ResponseCode.passwordLocked) {
          setServerError(
            <>
              {codeMessage(error)} <SupportLink />
            </>,
          );
        } else {
          setServerError(codeMessage(error));
        }
        if (error.code === ResponseCode.loginWait) {
          const wait = Number((error.body?.result as { wait?: unknown } | undefined)?.wait) || 60;
          setRetryAt(new Date(Date.now() + wait * 1000));
        }
      }
    });
  };

  return (
    <AuthCard title={t('login.title')} intro={t('login.intro')} testId="login-page">
      <form className={s.form} onSubmit={onSubmit} noValidate>
        <TextField
          {...bind('username')}
          {...verbatim}
          label={t('forms:field.username')}
          name="username"
          autoComplete="username"
        />
        <PasswordField
          {...bind('password')}
          label={t('forms:field.password')}
          name="password"
          autoComplete="current-password"
        />
        <div className={css.forgotRow}>
          <Link to={localize('/forgot')} className={s.link}>
            {t('login.forgot')}
          </Link>
        </div>
        <FormAlert>{serverError}</FormAlert>
        <Button type="submit" block size="lg" loading={isLoading || finishing} disabled={waiting}>
          {waiting ? t('login.retryIn', { time: countdown.text }) : t('login.submit')}
        </Button>
      </form>
      <div className={s.divider}>{t('login.or')}</div>
      <div className={css.footer}>
        <ButtonLink as={Link} to={localize('/loginLine')} variant="secondary" block>
          <Icon name="line" size={20} className={css.lineIcon} />
          {t('login.line')}
        </ButtonLink>
        {!brand.hideRegister ? (
          <p className={`${s.row} ${s.muted}`}>
            {t('login.noAccount')}
            <Link to={localize('/register')} className={s.link}>
              {t('login.register')}
            </Link>
          </p>
        ) : (
          brand.defaultAffiliateLink && (
            <p className={`${s.row} ${s.muted}`}>
              <a href={brand.defaultAffiliateLink} className={s.link} rel="noopener">
                {t('login.partner')}
              </a>
            </p>
          )
        )}
      </div>
    </AuthCard>
  );
}
