import { Link } from 'react-router';
import { useBrand } from '@lobby/brand';
import { useLocalizedPath, useTranslation } from '@lobby/i18n';
import { primaryLink, secondaryLink } from './iconButton.css';

/** Login and register for visitors; a brand may hide registration and send people to its partner link instead. */
export function AuthButtons({ show = 'both' }: { show?: 'both' | 'login' | 'register' }) {
  const { t } = useTranslation('shell');
  const { hideRegister, defaultAffiliateLink } = useBrand();
  const localize = useLocalizedPath();
  return (
    <>
      {show !== 'register' && (
        <Link to={localize('/login')} className={secondaryLink} data-testid="login-button">
          {t('header.login')}
        </Link>
      )}
      {show !== 'login' && !hideRegister && (
        <Link to={localize('/register')} className={primaryLink} data-testid="register-button">
          {t('header.register')}
        </Link>
      )}
      {show !== 'login' && hideRegister && defaultAffiliateLink && (
        <a href={defaultAffiliateLink} className={primaryLink} rel="noopener" data-testid="partner-join">
          {t('header.joinPartner')}
        </a>
      )}
    </>
  );
}
