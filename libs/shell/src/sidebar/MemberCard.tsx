import { lazy, Suspense } from 'react';
import { accountFeature } from '@lobby/account/routes';
import { Link, useNavigate } from 'react-router';
import { useCounts, useSessionActions, useSessionState } from '@lobby/auth-guards';
import { useLocalizedPath, useTranslation } from '@lobby/i18n';
import { Button, Icon } from '@lobby/ui-kit';
import * as css from './Sidebar.css';

// The account lib (forms, OTP, bank picker) loads with its pages, not with every page's sidebar.
const LineLinkButton = lazy(() => accountFeature.widgets.lineLink().then((LineLink) => ({ default: LineLink })));

/** The sidebar's member block: greeting, favourite and recent counts, password and logout (spec §2). */
export function MemberCard() {
  const { t } = useTranslation('shell');
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const { username } = useSessionState();
  const counts = useCounts();
  const { logout } = useSessionActions();
  return (
    <div className={css.guest} data-testid="member-card">
      <p className={css.guestTitle}>{t('member.hello', { name: username })}</p>
      <div className={css.counts}>
        <Link to={localize('/list/favourite')} className={css.count}>
          <Icon name="heart" size={18} />
          <span>{t('member.favourite')}</span>
          <strong data-testid="count-favourite">{counts?.countFavourite ?? '–'}</strong>
        </Link>
        <Link to={localize('/list/recent')} className={css.count}>
          <Icon name="clock" size={18} />
          <span>{t('member.recent')}</span>
          <strong data-testid="count-recent">{counts?.countRecent ?? '–'}</strong>
        </Link>
      </div>
      <Suspense fallback={null}>
        <LineLinkButton size="sm" block />
      </Suspense>
      <div className={css.guestActions}>
        <Link to={localize('/resetPassword')} className={css.smallLink}>
          <Icon name="key" size={16} /> {t('member.resetPassword')}
        </Link>
        <Button
          variant="ghost"
          size="sm"
          data-testid="logout"
          onClick={async () => {
            await logout();
            await navigate(localize('/'));
          }}
        >
          <Icon name="logout" size={16} /> {t('member.logout')}
        </Button>
      </div>
    </div>
  );
}
