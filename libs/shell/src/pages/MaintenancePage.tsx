import { useTranslation } from '@lobby/i18n';
import { useBrand } from '@lobby/brand';
import { Icon } from '@lobby/ui-kit';
import { MAINTENANCE_WINDOW } from '../site/maintenance';
import * as css from './Page.css';

/** Bare page shown while the platform is in maintenance; the watcher sends members home when it ends. */
export function MaintenancePage() {
  const { t } = useTranslation('shell');
  const brand = useBrand();
  return (
    <section className={css.notice} data-testid="maintenance">
      <img src={brand.logo} alt={brand.siteName} height={48} />
      <span className={css.noticeIcon}>
        <Icon name="clock" size={32} />
      </span>
      <h1 className={css.noticeTitle}>{t('maintenance.title')}</h1>
      <p className={css.noticeBody}>{t('maintenance.body', { window: MAINTENANCE_WINDOW })}</p>
      <p className={css.noticeBody}>{t('maintenance.hint')}</p>
    </section>
  );
}
