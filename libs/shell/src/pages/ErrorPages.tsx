import { Component, type ReactNode } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { common, localizePath, splitLocale, useLocalizedPath, useTranslation } from '@lobby/i18n';
import { ButtonLink, Icon } from '@lobby/ui-kit';
import { isNotFound } from '@lobby/util';
import { reloadOnceForChunkError } from './chunkReload';
import * as css from './Page.css';

function ErrorNotice({ status, message }: { status: number; message: string }) {
  const { t } = useTranslation('common');
  const localize = useLocalizedPath();
  return (
    <section className={css.notice} data-testid={status === 404 ? 'not-found' : 'error-page'}>
      <span className={css.status}>{status}</span>
      <h1 className={css.noticeTitle}>{message}</h1>
      {status === 404 && <p className={css.noticeBody}>{t('error.notFoundHint')}</p>}
      <ButtonLink as={Link} to={localize('/')} size="sm" pill>
        <Icon name="home" size={18} /> {t('actions.home')}
      </ButtonLink>
    </section>
  );
}

/** 'This page could not be found' with a home link (spec §2). */
export function NotFoundPage() {
  const { t } = useTranslation('common');
  return <ErrorNotice status={404} message={t('error.notFound')} />;
}

/** Route errors: the status code (or 500) and the message; a failed chunk load reloads at most once a minute. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  if (reloadOnceForChunkError(error)) return null;
  // A page that found nothing at its address (an unknown list or game) ends with the site's 404.
  if (isNotFound(error)) return <ErrorNotice status={404} message={t('error.notFound')} />;
  if (isRouteErrorResponse(error)) {
    return (
      <ErrorNotice
        status={error.status}
        // React Router's statusText is English whatever the page's language: the site says it in its own words.
        message={error.status === 404 ? t('error.notFound') : t('error.generic')}
      />
    );
  }
  return <ErrorNotice status={500} message={t('error.generic')} />;
}

/**
 * Last resort when the error page itself throws (spec §2): the message and a home link in the address's language,
 * read straight from the strings (the i18n providers may be what failed).
 */
export class ErrorPageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    const { locale } = splitLocale(globalThis.location?.pathname ?? '/');
    const words = common[locale];
    return (
      <p role="alert" lang={locale} className={css.lastResort}>
        {words.error.errorPageFailed} · <a href={localizePath('/', locale)}>{words.actions.home}</a>
      </p>
    );
  }
}
