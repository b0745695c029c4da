import { useBrand } from '@lobby/brand';
import { useTranslation } from '@lobby/i18n';
import { ButtonLink, Dialog, Icon } from '@lobby/ui-kit';

/**
 * Closed site: a blocking modal that cannot be dismissed (spec §4), hence no onClose. It says to contact support
 * and, where the brand has LINE, offers that way to reach it (nothing else on the page can be used).
 */
export function ClosedSiteDialog() {
  const { t } = useTranslation('shell');
  const brand = useBrand();
  const line = brand.social.line;
  return (
    <Dialog
      open
      title={t('closed.title')}
      footer={
        line ? (
          <ButtonLink href={line} target="_blank" rel="noopener noreferrer">
            <Icon name="line" size={20} /> {t('sidebar.supportBody')}
          </ButtonLink>
        ) : undefined
      }
    >
      <p data-testid="closed-site">{t('closed.body')}</p>
    </Dialog>
  );
}
