import { BankBadge, FormAlert, useSingleFlight } from '@lobby/forms';
import { useCreditQuery, useProfileQuery, useSessionActions, useSessionState } from '@lobby/auth-guards';
import { useLocale, useLocalizedPath, useMoney, useTranslation } from '@lobby/i18n';
import { Button, Icon, Skeleton, type IconName } from '@lobby/ui-kit';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { bankName, maskBankNumber } from '@lobby/contract';
import { AuthCard } from '../components/AuthCard';
import { LineLinkButton } from '../line/LineLinkButton';
import * as css from './ProfilePage.css';

const menu: { path: string; icon: IconName; label: 'deposit' | 'withdraw' | 'history' | 'resetPassword' }[] = [
  { path: '/deposit', icon: 'deposit', label: 'deposit' },
  { path: '/withdraw', icon: 'withdraw', label: 'withdraw' },
  { path: '/history', icon: 'history', label: 'history' },
  { path: '/resetPassword', icon: 'key', label: 'resetPassword' },
];

/**
 * The member's account page (spec §2 profile; mobile only — the guards send other devices home).
 * No route params or query.
 */
export function ProfilePage() {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const money = useMoney();
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const session = useSessionState();
  const { logout } = useSessionActions();
  const once = useSingleFlight();
  const profile = useProfileQuery(undefined, { skip: !session.accessToken });
  const credit = useCreditQuery(undefined, { skip: !session.accessToken });
  const user = profile.data?.user;
  const balance = credit.data;

  const [leaving, setLeaving] = useState(false);

  const onLogout = () =>
    void once(async () => {
      setLeaving(true);
      try {
        await logout();
      } finally {
        navigate(localize('/'), { replace: true });
      }
    });

  return (
    <AuthCard title={t('profile.title')} testId="profile-page">
      <div className={css.summary}>
        <p className={css.username}>{user?.username ?? session.username}</p>
        <p className={css.balanceLabel}>{t('profile.balance')}</p>
        <p className={css.balance} data-testid="profile-balance" aria-busy={credit.isLoading || undefined}>
          {balance === null || balance === undefined ? <Skeleton width="8rem" /> : money(balance)}
        </p>
      </div>

      {profile.isError && <FormAlert>{t('profile.loadError')}</FormAlert>}

      <dl className={css.details} aria-busy={profile.isLoading || undefined}>
        <div className={css.detail}>
          <dt className={css.term}>{t('profile.bankAccount')}</dt>
          <dd className={css.value}>
            {profile.isLoading ? (
              <Skeleton lines={2} />
            ) : user?.bank_id ? (
              <span className={css.bank}>
                <BankBadge bankId={user.bank_id} />
                <span>
                  {bankName(user.bank_id, locale, user.bank)}
                  {user.bank_no && (
                    <span className={css.bankNo} data-testid="profile-bank-no">
                      {maskBankNumber(user.bank_no)}
                    </span>
                  )}
                </span>
              </span>
            ) : (
              t('profile.noBank')
            )}
          </dd>
        </div>
        <div className={css.detail}>
          <dt className={css.term}>{t('profile.name')}</dt>
          <dd className={css.value}>
            {profile.isLoading ? <Skeleton /> : user ? `${user.firstname} ${user.lastname}` : '–'}
          </dd>
        </div>
        <div className={css.detail}>
          <dt className={css.term}>{t('profile.line')}</dt>
          <dd className={css.value}>
            <LineLinkButton block />
          </dd>
        </div>
      </dl>

      <nav aria-label={t('profile.title')}>
        <ul className={css.menu}>
          {menu.map((item) => (
            <li key={item.path}>
              <Link to={localize(item.path)} className={css.menuLink}>
                <Icon name={item.icon} size={22} />
                <span className={css.menuText}>{t(`profile.${item.label}`)}</span>
                <Icon name="chevronRight" size={20} />
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <Button variant="danger" block loading={leaving} startIcon={<Icon name="logout" size={20} />} onClick={onLogout}>
        {t('profile.logout')}
      </Button>
    </AuthCard>
  );
}
