import { Link } from 'react-router';
import { useLocalizedPath, useTranslation } from '@lobby/i18n';
import { ButtonLink, Icon } from '@lobby/ui-kit';
import { routeTitleKey, useCurrentRoute, useTitleParam } from '../routes/routeHandle';
import * as css from './Page.css';

/** A page whose feature lands in a later issue: real layout and title, and an honest note in both languages. */
export function NotAvailablePage() {
  const { t } = useTranslation('common');
  const shell = useTranslation('shell').t;
  const route = useCurrentRoute();
  const param = useTitleParam();
  const localize = useLocalizedPath();
  return (
    <section className={css.notice} data-testid="not-available">
      <span className={css.noticeIcon}>
        <Icon name="clock" size={32} />
      </span>
      <h1 className={css.noticeTitle}>
        {param ? `${shell(routeTitleKey(route))} ${param}` : shell(routeTitleKey(route))}
      </h1>
      <p className={css.noticeBody}>
        <strong>{t('notAvailable.title')}</strong> — {t('notAvailable.body')}
      </p>
      <ButtonLink as={Link} to={localize('/')} size="sm" pill>
        {t('actions.home')}
      </ButtonLink>
    </section>
  );
}
