import { Link } from 'react-router';
import { useBrand } from '@lobby/brand';
import { useLocalizedPath, useTranslation } from '@lobby/i18n';
import { buttonClassName } from '@lobby/ui-kit';

/** Login and register for visitors; a brand may hide registration and send people to its partner link instead. */
export function AuthButtons({ show = 'both' }: { show?: 'both' | 'login' | 'register' }) {
  const { t } = useTranslation('shell');
  const { hideRegister, defaultAffiliateLink } = useBrand();
  const localize = useLocalizedPath();
  return (
    <>
      {show !== 'register' && (
        <Link
          to={localize('/login')}
          className={buttonClassName({ variant: 'outline', size: 'sm', pill: true })}
          data-testid="login-button"
        >
          {t('header.login')}
        </Link>
      )}
      {show !== 'login' && !hideRegister && (
        <Link
          to={localize('/register')}
          className={buttonClassName({ size: 'sm', pill: true })}
          data-testid="register-button"
        >
          {t('header.register')}
        </Link>
      )}
      {show !== 'login' && hideRegister && defaultAffiliateLink && (
        <a
          href={defaultAffiliateLink}
          className={buttonClassName({ size: 'sm', pill: true })}
          rel="noopener"
          data-testid="partner-join"
        >
          {t('header.joinPartner')}
        </a>
      )}
    </>
  );
}
