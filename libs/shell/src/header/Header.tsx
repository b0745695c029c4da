import { Link, useNavigate } from 'react-router';
import { useBrand } from '@lobby/brand';
import { useLocalizedPath, useTranslation } from '@lobby/i18n';
import { Icon, media } from '@lobby/ui-kit';
import { useDevice, type RouteSpec } from '@lobby/util';
import { routeTitleKey, useTitleParam } from '../routes/routeHandle';
import { useSiteDispatch, useSiteSelector } from '../site/store';
import { selectSideBarOpen, toggleSideBar } from '../site/sideBarSlice';
import { forgotCookie, selectAuthenticated } from '@lobby/auth-guards';
import { AuthButtons } from './AuthButtons';
import { MemberBalance } from './MemberBalance';
import { useTransferLink } from '../nav/useTransferLink';
import { useHydrated } from '../site/hydration';
import { SearchBox } from '@lobby/games/search-box';
import * as css from './Header.css';
import { iconLink } from './iconButton.css';

const noSearchOnDesktop = new Set(['login', 'register-id', 'forgot', 'resetPassword', 'aff-id']);

export const SIDEBAR_ID = 'site-sidebar';

/** The header of spec §2 in its three variants: index, login/register and show-name. */
export function Header({ route }: { route: RouteSpec }) {
  const { t } = useTranslation('shell');
  const brand = useBrand();
  const device = useDevice();
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const dispatch = useSiteDispatch();
  const hydrated = useHydrated();
  const sideBarOpen = useSiteSelector(selectSideBarOpen) && hydrated;
  const param = useTitleParam();
  const authenticated = useSiteSelector(selectAuthenticated);
  const transferLink = useTransferLink();
  // Spec §2 hides the menu on forgot and on resetPassword, where a reset is forced (the forgot cookie); a member
  // who chose to change the password keeps the menu.
  const sideBarToggle = !(route.name === 'forgot' || (route.name === 'resetPassword' && forgotCookie.isSet()));
  const title = param ? `${t(routeTitleKey(route))} ${param}` : t(routeTitleKey(route));
  // The search page has its own box; elsewhere the header carries one on desktop and a search link below it.
  const showSearch =
    route.header === 'index' &&
    route.name !== 'search-id' &&
    !(device !== 'mobile' && noSearchOnDesktop.has(route.name));

  return (
    <header className={css.header} data-header={route.header} data-testid="header">
      {sideBarToggle && (
        <button
          type="button"
          className={iconLink}
          aria-label={t('header.toggleSidebar')}
          aria-expanded={sideBarOpen}
          aria-controls={SIDEBAR_ID}
          data-testid="sidebar-toggle"
          onClick={() => dispatch(toggleSideBar())}
        >
          <Icon name="menu" size={24} />
        </button>
      )}
      {route.header === 'named' && (
        <span className={css.mobileOnly}>
          <button type="button" className={iconLink} aria-label={t('header.back')} onClick={() => navigate(-1)}>
            <Icon name="back" size={24} />
          </button>
        </span>
      )}
      <Link
        to={localize('/')}
        className={`${css.logoLink} ${route.header === 'named' ? css.desktopOnly : ''}`}
        aria-label={t('header.home', { site: brand.siteName })}
      >
        <picture>
          {brand.logoMark && <source media={media.belowLargePhone} srcSet={brand.logoMark} />}
          <img src={brand.logo} alt={brand.siteName} className={css.logo} />
        </picture>
      </Link>
      {route.header !== 'index' && <h1 className={css.title}>{title}</h1>}
      <div className={css.spacer} />
      {showSearch && (
        <div className={css.desktopOnly}>
          <SearchBox />
        </div>
      )}
      {route.header === 'index' && route.name !== 'search-id' && (
        <span className={css.mobileOnly} data-testid="header-search-link">
          <Link to={localize('/search')} className={iconLink} aria-label={t('header.search')}>
            <Icon name="search" size={22} />
          </Link>
        </span>
      )}
      <div className={`${css.actions} ${route.header === 'named' ? css.desktopOnly : ''}`} data-session-part>
        {authenticated ? (
          <>
            <MemberBalance />
            <span className={css.desktopOnly}>
              <Link {...transferLink('history')} className={iconLink} aria-label={t('member.history')}>
                <Icon name="history" size={22} />
              </Link>
            </span>
          </>
        ) : route.header === 'auth' ? (
          <AuthButtons show={route.name === 'login' ? 'register' : 'login'} />
        ) : (
          <AuthButtons />
        )}
      </div>
      {route.header === 'named' && (
        <Link to={localize('/')} className={iconLink} aria-label={t('header.close')}>
          <Icon name="close" size={22} />
        </Link>
      )}
    </header>
  );
}
