import { lazy, Suspense } from 'react';
import { accountFeature } from '@lobby/account/routes';
import { Link, useNavigate } from 'react-router';
import { useCounts, useSessionActions, useSessionState } from '@lobby/auth-guards';
import { useLocalizedPath, useTranslation } from '@lobby/i18n';
import { Button, Icon } from '@lobby/ui-kit';
import { accountMenu } from '@lobby/util';
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
  // The links are the one menu data (libs/util), which the phone menu page lists too.
  const [favourite, recent, password] = accountMenu;
  const lists = [favourite, recent];
  const count = { favourite: counts?.countFavourite, recent: counts?.countRecent };
  return (
    <div className={css.guest} data-testid="member-card">
      <p className={css.guestTitle}>{t('member.hello', { name: username })}</p>
      <div className={css.counts}>
        {lists.map((list) => (
          <Link key={list.key} to={localize(list.path)} className={css.count}>
            <Icon name={list.icon} size={18} />
            <span>{t(`member.${list.key}`)}</span>
            <strong data-testid={`count-${list.key}`}>{count[list.key] ?? '–'}</strong>
          </Link>
        ))}
      </div>
      <Suspense fallback={null}>
        <LineLinkButton size="sm" block />
      </Suspense>
      <div className={css.guestActions}>
        <Link to={localize(password.path)} className={css.smallLink}>
          <Icon name={password.icon} size={16} /> {t(`member.${password.key}`)}
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
