import { useBrand } from '@lobby/brand';
import { useTranslation } from '@lobby/i18n';
import { Icon } from '@lobby/ui-kit';
import { primaryLink } from '../header/iconButton.css';
import { NotAvailablePage } from './NotAvailablePage';
import * as css from './Page.css';

/** Registration; a brand that hides it sends visitors to its default affiliate link instead (spec §1). */
export function RegisterPage() {
  const { t } = useTranslation('shell');
  const { hideRegister, defaultAffiliateLink } = useBrand();
  if (!hideRegister) return <NotAvailablePage />;
  return (
    <section className={css.notice} data-testid="register-via-partner">
      <span className={css.noticeIcon}>
        <Icon name="link" size={32} />
      </span>
      <h1 className={css.noticeTitle}>{t('register.viaPartnerTitle')}</h1>
      <p className={css.noticeBody}>{t('register.viaPartnerBody')}</p>
      {defaultAffiliateLink && (
        <a href={defaultAffiliateLink} className={primaryLink} rel="noopener">
          {t('register.viaPartnerCta')}
        </a>
      )}
    </section>
  );
}
