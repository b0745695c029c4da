import { useCodeMessage } from '@lobby/api-client';
import { FormAlert, useForm, useSingleFlight, verbatim, formStyles as s } from '@lobby/forms';
import { lineLinkChecked, selectAuthenticated, useSessionState } from '@lobby/auth-guards';
import { useBrand } from '@lobby/brand';
import { useLocalizedPath, useTranslation } from '@lobby/i18n';
import { Button, ButtonLink, Icon, TextField } from '@lobby/ui-kit';
import { useDevice } from '@lobby/util';
import { useEffect, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useSearchParams } from 'react-router';
import { useLineCheckQuery } from '../accountApi';
import { AuthCard } from '../components/AuthCard';
import * as page from '../components/page.css';
import { rules } from '@lobby/contract';
import { LineLinkButton } from './LineLinkButton';
import { useLineAuthorize } from './useLineAuthorize';
import * as css from './LoginLinePage.css';

type Outcome = 'linked' | 'denied';

/**
 * loginLine (spec §2, bare layout): where the LINE consent page sends the browser back
 * (query `line=linked|denied` and `username`), and the start of "log in with LINE" for a visitor.
 */
export function LoginLinePage() {
  const brand = useBrand();
  const localize = useLocalizedPath();
  const [params] = useSearchParams();
  const line = params.get('line');
  const outcome: Outcome | null = line === 'linked' || line === 'denied' ? line : null;
  const authenticated = useSelector(selectAuthenticated);

  return (
    <div className={css.screen}>
      <Link to={localize('/')} className={css.logoLink} aria-label={brand.siteName}>
        <img src={brand.logo} alt={brand.siteName} className={css.logo} />
      </Link>
      {outcome ? (
        <LineOutcome outcome={outcome} username={params.get('username') ?? ''} authenticated={authenticated} />
      ) : authenticated ? (
        <MemberLink />
      ) : (
        <VisitorStart />
      )}
    </div>
  );
}

function useContinuePath() {
  const localize = useLocalizedPath();
  const device = useDevice();
  return localize(device === 'mobile' ? '/profile' : '/');
}

/** Back from the consent page: the member's link state is checked again; a visitor goes on to log in. */
function LineOutcome({
  outcome,
  username,
  authenticated,
}: {
  outcome: Outcome;
  username: string;
  authenticated: boolean;
}) {
  const { t } = useTranslation('account');
  const localize = useLocalizedPath();
  const dispatch = useDispatch();
  const session = useSessionState();
  const next = useContinuePath();
  const member = authenticated ? session.username : null;
  const { data: linked } = useLineCheckQuery(member ?? '', { skip: !member, refetchOnMountOrArgChange: true });
  useEffect(() => {
    if (linked !== undefined) dispatch(lineLinkChecked(linked));
  }, [dispatch, linked]);

  const ok = outcome === 'linked';
  return (
    <AuthCard title={t('line.loginTitle')} testId="login-line-page">
      <div className={css.result} role="status">
        <span className={css.resultIcon}>
          <Icon name={ok ? 'check' : 'info'} size={32} />
        </span>
        <h2 className={page.noticeTitle}>{ok ? t('line.linkedTitle') : t('line.deniedTitle')}</h2>
        <p className={s.muted}>
          {!ok
            ? t('line.deniedBody')
            : authenticated
              ? t('line.linkedBody', { username: member ?? username })
              : t('line.visitorConfirmed')}
        </p>
      </div>
      <div className={css.actions}>
        {authenticated ? (
          <ButtonLink as={Link} to={next} block size="lg">
            {t('line.continueToSite')}
          </ButtonLink>
        ) : (
          <ButtonLink as={Link} to={localize('/login')} block size="lg">
            {t('line.passwordLogin')}
          </ButtonLink>
        )}
      </div>
    </AuthCard>
  );
}

function MemberLink() {
  const { t } = useTranslation('account');
  const { isLineLogin } = useSessionState();
  const next = useContinuePath();
  return (
    <AuthCard
      title={t('line.loginTitle')}
      intro={isLineLogin ? t('line.linkedStatus') : t('line.notLinkedStatus')}
      testId="login-line-page"
    >
      <div className={css.actions}>
        <LineLinkButton block size="lg" />
        <ButtonLink as={Link} to={next} variant="ghost" block>
          {t('line.continueToSite')}
        </ButtonLink>
      </div>
    </AuthCard>
  );
}

/** A visitor names the account, then confirms with LINE (authorize action=login). */
function VisitorStart() {
  const { t } = useTranslation('account');
  const localize = useLocalizedPath();
  const once = useSingleFlight();
  const codeMessage = useCodeMessage();
  const { fields, values, bind } = useForm({ username: '' });
  const { username } = values;
  const { start, busy } = useLineAuthorize();
  const [alert, setAlert] = useState<string>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void once(async () => {
      setAlert(undefined);
      const key = rules.loginUsername(username);
      if (!fields.show({ username: key && t(`forms:validation.${key}`) }, ['username'])) return;
      const error = await start(username.trim(), 'login');
      if (error) setAlert(codeMessage(error, 'line'));
    });
  };

  return (
    <AuthCard title={t('line.loginTitle')} intro={t('line.loginIntro')} testId="login-line-page">
      <form className={s.form} onSubmit={onSubmit} noValidate>
        <TextField
          {...bind('username')}
          {...verbatim}
          label={t('forms:field.username')}
          name="username"
          autoComplete="username"
        />
        <FormAlert>{alert}</FormAlert>
        <Button type="submit" block size="lg" loading={busy} startIcon={<Icon name="line" size={20} />}>
          {t('line.continue')}
        </Button>
      </form>
      <p className={s.row}>
        <Link to={localize('/login')} className={s.link}>
          {t('line.passwordLogin')}
        </Link>
      </p>
    </AuthCard>
  );
}
