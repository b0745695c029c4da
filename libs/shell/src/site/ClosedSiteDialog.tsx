import { useTranslation } from '@lobby/i18n';
import { Dialog } from '@lobby/ui-kit';

/** Closed site: a blocking modal that cannot be dismissed (spec §4). */
export function ClosedSiteDialog() {
  const { t } = useTranslation('shell');
  return (
    <Dialog open title={t('closed.title')} dismissible={false} onClose={() => undefined} closeLabel={t('header.close')}>
      <p>{t('closed.body')}</p>
    </Dialog>
  );
}
