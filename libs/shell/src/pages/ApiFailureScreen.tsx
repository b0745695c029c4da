import { useEffect, useState } from 'react';
import { probeApi } from '@lobby/api-client';
import { useTranslation } from '@lobby/i18n';
import { Button, Icon } from '@lobby/ui-kit';
import * as css from './Page.css';

/** Seconds between automatic checks: soon at first, then less often, never more than 30 s apart. */
export const RECHECK_SECONDS = [2, 4, 8, 16, 30] as const;

/**
 * In front of the page when a non-exempt call fails (spec §7): wait and retry. It checks by itself whether the
 * server answers again (backing off, at once when the browser comes back online or to the tab); any answer clears
 * it and the page behind it — with what was typed — is back. It says so only where something was typed (`keptInput`).
 */
export function ApiFailureScreen({ keptInput = false }: { keptInput?: boolean }) {
  const { t } = useTranslation('api');
  const [checking, setChecking] = useState(false);

  useEffect(() => {
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const check = async () => {
      clearTimeout(timer);
      if (stopped) return;
      await probeApi();
      const wait = RECHECK_SECONDS[Math.min(attempt++, RECHECK_SECONDS.length - 1)]!;
      if (!stopped) timer = setTimeout(() => void check(), wait * 1000);
    };
    const now = () => void check();
    timer = setTimeout(now, RECHECK_SECONDS[0] * 1000);
    attempt = 1;
    window.addEventListener('online', now);
    document.addEventListener('visibilitychange', now);
    return () => {
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener('online', now);
      document.removeEventListener('visibilitychange', now);
    };
  }, []);

  return (
    <section className={css.notice} role="alert" data-testid="api-failure">
      <span className={css.noticeIcon}>
        <Icon name="warning" size={32} />
      </span>
      <h1 className={css.noticeTitle}>{t('maintenance.title')}</h1>
      <p className={css.noticeBody}>{t('maintenance.body')}</p>
      <p className={css.noticeBody}>
        {t('maintenance.autoRetry')}
        {keptInput && ` ${t('maintenance.keptInput')}`}
      </p>
      <Button
        loading={checking}
        onClick={async () => {
          setChecking(true);
          await probeApi();
          setChecking(false);
        }}
      >
        {t('maintenance.retry')}
      </Button>
    </section>
  );
}
