import { Link } from 'react-router';
import { useBrand } from '@lobby/brand';
import { useLocalizedPath, useTranslation } from '@lobby/i18n';
import { ButtonLink } from '@lobby/ui-kit';

/** Login and register for visitors; a brand may hide registration and send people to its affiliate link instead. */
export function AuthButtons({ show = 'both' }: { show?: 'both' | 'login' | 'register' }) {
  const { t } = useTranslation('shell');
  const { hideRegister, defaultAffiliateLink } = useBrand();
  const localize = useLocalizedPath();
  return (
    <>
      {show !== 'register' && (
        <ButtonLink as={Link} to={localize('/login')} variant="outline" size="sm" pill data-testid="login-button">
          {t('header.login')}
        </ButtonLink>
      )}
      {show !== 'login' && !hideRegister && (
        <ButtonLink as={Link} to={localize('/register')} size="sm" pill data-testid="register-button">
          {t('header.register')}
        </ButtonLink>
      )}
      {show !== 'login' && hideRegister && defaultAffiliateLink && (
        <ButtonLink href={defaultAffiliateLink} rel="noopener" size="sm" pill data-testid="partner-join">
          {t('header.register')}
        </ButtonLink>
      )}
    </>
  );
}
