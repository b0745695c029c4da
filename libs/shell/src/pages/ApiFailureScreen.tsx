import { apiRecovered } from '@lobby/api-client';
import { useTranslation } from '@lobby/i18n';
import { Button, Icon } from '@lobby/ui-kit';
import { useSiteDispatch } from '../site/store';
import * as css from './Page.css';

/** Replaces the page when a non-exempt call fails (spec §7): wait 5 minutes and retry. */
export function ApiFailureScreen() {
  const { t } = useTranslation('api');
  const dispatch = useSiteDispatch();
  return (
    <section className={css.notice} role="alert" data-testid="api-failure">
      <span className={css.noticeIcon}>
        <Icon name="warning" size={32} />
      </span>
      <h1 className={css.noticeTitle}>{t('maintenance.title')}</h1>
      <p className={css.noticeBody}>{t('maintenance.body')}</p>
      <Button
        onClick={() => {
          dispatch(apiRecovered());
          window.location.reload();
        }}
      >
        {t('maintenance.retry')}
      </Button>
    </section>
  );
}
