import { useCodeMessage, type QueryError } from '@lobby/api-client';
import { useSessionActions } from '@lobby/auth-guards';
import { useBrand } from '@lobby/brand';
import { loginLinkRefusal, LOGIN_LINK_TOKEN_PATTERN, type LoginLinkRefusal } from '@lobby/contract';
import { useLocalizedPath, useTranslation } from '@lobby/i18n';
import { ButtonLink, Icon, Spinner } from '@lobby/ui-kit';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useLoginWithLinkMutation } from '../memberApi';
import * as css from './LoginUrlPage.css';

type Outcome =
  { kind: 'working' } | { kind: 'done' } | { kind: LoginLinkRefusal } | { kind: 'failed'; message: string };

/**
 * The one call per link, whatever renders the page twice (StrictMode, a remount): the link works once, so a second
 * call would only be told it was used.
 */
const attempts = new Map<string, Promise<Outcome>>();

/**
 * loginUrl (spec §2, basic layout): a one-time login link from the operator (`/loginUrl?token=…`). Opening it signs its
 * member in with the site's own session code (cookies, state, profile) and lands on the home page; a link used already,
 * expired or broken says which, and offers the login page.
 */
export function LoginUrlPage() {
  const { t } = useTranslation('member');
  const brand = useBrand();
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const codeMessage = useCodeMessage();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { completeLogin } = useSessionActions();
  const [login] = useLoginWithLinkMutation();
  const valid = LOGIN_LINK_TOKEN_PATTERN.test(token);
  const [outcome, setOutcome] = useState<Outcome>(valid ? { kind: 'working' } : { kind: 'unknown' });

  useEffect(() => {
    if (!valid) return;
    let live = true;
    let attempt = attempts.get(token);
    if (!attempt) {
      attempt = (async (): Promise<Outcome> => {
        const answer = await login({ token, groupID: brand.defaultGroupId });
        if ('data' in answer && answer.data) {
          await completeLogin(answer.data);
          return { kind: 'done' };
        }
        const error = answer.error as QueryError;
        const reason = loginLinkRefusal.safeParse((error.body?.result as { reason?: unknown } | undefined)?.reason);
        if (error.kind === 'code' && error.code === 6000 && reason.success) return { kind: reason.data };
        return { kind: 'failed', message: codeMessage(error) };
      })();
      attempts.set(token, attempt);
    }
    void attempt.then((result) => {
      if (!live) return;
      setOutcome(result);
      // Home, replacing this address: Back must not open the spent link again.
      if (result.kind === 'done') void navigate(localize('/'), { replace: true });
    });
    return () => {
      live = false;
    };
  }, [valid, token, login, completeLogin, brand.defaultGroupId, codeMessage, navigate, localize]);

  if (outcome.kind === 'working' || outcome.kind === 'done')
    return (
      <div className={css.screen} data-testid="login-url-page">
        <div className={css.card} role="status" aria-live="polite">
          <Spinner size="lg" label={t('loginUrl.working')} />
          <h1 className={css.title}>{outcome.kind === 'done' ? t('loginUrl.done') : t('loginUrl.working')}</h1>
        </div>
      </div>
    );

  const words = {
    used: [t('loginUrl.used.title'), t('loginUrl.used.body')],
    expired: [t('loginUrl.expired.title'), t('loginUrl.expired.body')],
    unknown: [t('loginUrl.unknown.title'), t('loginUrl.unknown.body')],
  };
  const [title, body] = outcome.kind === 'failed' ? [t('loginUrl.failed.title'), outcome.message] : words[outcome.kind];
  return (
    <div className={css.screen} data-testid="login-url-page">
      <section className={css.card} aria-labelledby="login-url-title" data-outcome={outcome.kind}>
        <span className={css.badge}>
          <Icon name="warning" size={32} />
        </span>
        <h1 className={css.title} id="login-url-title">
          {title}
        </h1>
        <p role="alert">{body}</p>
        <div className={css.actions}>
          <ButtonLink as={Link} to={localize('/login')} block size="lg" data-testid="login-url-login">
            {t('loginUrl.toLogin')}
          </ButtonLink>
          {brand.social.line && (
            <ButtonLink href={brand.social.line} variant="ghost" block rel="noopener" target="_blank">
              <Icon name="line" size={20} />
              {t('loginUrl.contact')}
            </ButtonLink>
          )}
        </div>
      </section>
    </div>
  );
}
