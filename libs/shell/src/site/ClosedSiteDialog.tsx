import { useTranslation } from '@lobby/i18n';
import { Dialog } from '@lobby/ui-kit';

/** Closed site: a blocking modal that cannot be dismissed (spec §4), hence no onClose. */
export function ClosedSiteDialog() {
  const { t } = useTranslation('shell');
  return (
    <Dialog open title={t('closed.title')}>
      <p>{t('closed.body')}</p>
    </Dialog>
  );
}
