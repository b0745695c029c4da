import { useBrand } from '@lobby/brand';
import { useTranslation } from '@lobby/i18n';
import { formStyles as s } from '@lobby/forms';

/** Where a member reaches support: the brand's LINE first, else the first contact it configures (spec §1). */
export function SupportLink() {
  const { t } = useTranslation('account');
  const { social } = useBrand();
  const href = social.line ?? social.telegram ?? social.messenger ?? social.facebook;
  if (!href) return null;
  return (
    <a href={href} className={s.link} target="_blank" rel="noopener noreferrer" data-testid="support-link">
      {t('support.contact')}
    </a>
  );
}
