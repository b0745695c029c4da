import { useEffect, useRef, type MouseEvent, type RefObject } from 'react';
import { Link, NavLink } from 'react-router';
import { useBrand } from '@lobby/brand';
import { useLocale, useLocalizedPath, useTranslation } from '@lobby/i18n';
import { Icon, media, useMediaQuery, useModalPanel } from '@lobby/ui-kit';
import { selectAuthenticated } from '@lobby/auth-guards';
import { AuthButtons } from '../header/AuthButtons';
import { MemberCard } from './MemberCard';
import { SIDEBAR_ID } from '../header/Header';
import { persistSideBar, selectSideBarOpen, setSideBar } from '../site/sideBarSlice';
import { useSiteDispatch, useSiteSelector } from '../site/store';
import { useHydrated } from '../site/hydration';
import { LanguageSelector } from './LanguageSelector';
import { useTransferLink } from '../nav/useTransferLink';
import { gamesMenu, generalMenu, memberMenu, type MenuItem } from './menu';
import * as css from './Sidebar.css';

/** While the sidebar is a drawer over the page: focus in and trapped, Esc closes, focus back to the toggle. */
function DrawerBehaviour({ panel, onClose }: { panel: RefObject<HTMLElement | null>; onClose: () => void }) {
  useModalPanel(panel, onClose);
  return null;
}

/** Left sidebar, 14.5rem: docked on desktop (collapses to an icon rail), a drawer over the page on narrow screens. */
export function Sidebar() {
  const { t } = useTranslation('shell');
  const brand = useBrand();
  const localize = useLocalizedPath();
  const locale = useLocale();
  const open = useSiteSelector(selectSideBarOpen);
  const dispatch = useSiteDispatch();
  const authenticated = useSiteSelector(selectAuthenticated);
  const panel = useRef<HTMLElement>(null);
  const narrow = useMediaQuery(media.belowDesktop);
  const transferLink = useTransferLink();
  // Until hydrated the sidebar is `auto` (CSS: docked open on a desktop, closed below), as it was prerendered.
  const hydrated = useHydrated();
  const state = hydrated ? open : 'auto';
  const asDrawer = hydrated && open && narrow;
  const close = () => dispatch(setSideBar(false));

  useEffect(() => {
    if (hydrated && !narrow) persistSideBar(open);
  }, [open, narrow, hydrated]);

  // Any link followed from the drawer (menu, member card, sign-in buttons) closes it: the page it opens is the
  // point, not the menu over it.
  const closeOnLink = (event: MouseEvent) => {
    if (narrow && event.target instanceof Element && event.target.closest('a[href]')) close();
  };

  const group = (label: string, items: MenuItem[]) => (
    <section className={css.group} aria-label={label}>
      <h2 className={css.groupTitle}>{label}</h2>
      <ul className={css.list}>
        {items.map((item) => {
          const content = (
            <>
              <span className={css.itemIcon}>
                <Icon name={item.icon} size={20} />
              </span>
              <span className={css.itemLabel}>{t(`sidebar.${item.key}`)}</span>
            </>
          );
          return (
            <li key={item.key}>
              {item.transfer ? (
                // Deposit, withdraw and history open their drawer over the page (or their page on phones).
                <Link {...transferLink(item.transfer)} className={css.item} title={t(`sidebar.${item.key}`)}>
                  {content}
                </Link>
              ) : (
                <NavLink to={localize(item.path)} className={css.item} title={t(`sidebar.${item.key}`)}>
                  {content}
                </NavLink>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );

  return (
    <>
      <div className={css.scrim} data-open={state === true} aria-hidden="true" onClick={close} />
      {asDrawer && <DrawerBehaviour panel={panel} onClose={close} />}
      {/* Clicks are only caught to close the drawer after a link; the links themselves are the controls. */}
      <aside
        id={SIDEBAR_ID}
        ref={panel}
        className={css.sidebar}
        data-open={state}
        data-testid="sidebar"
        aria-label={t('sidebar.label')}
        role={asDrawer ? 'dialog' : undefined}
        aria-modal={asDrawer || undefined}
        tabIndex={asDrawer ? -1 : undefined}
        onClick={closeOnLink}
      >
        {authenticated ? (
          <MemberCard />
        ) : (
          <div className={css.guest} data-session-part>
            <p className={css.guestTitle}>{t('sidebar.guestTitle')}</p>
            <p className={css.guestBody}>{t('sidebar.guestBody')}</p>
            <div className={css.guestActions}>
              <AuthButtons />
            </div>
          </div>
        )}
        <nav className={css.nav}>
          {group(t('sidebar.general'), generalMenu)}
          {group(t('sidebar.games'), gamesMenu)}
          {authenticated &&
            group(
              t('sidebar.member'),
              brand.hideAffiliate ? memberMenu.filter((m) => m.key !== 'affiliate') : memberMenu,
            )}
        </nav>
        <div className={css.bottom}>
          <LanguageSelector />
          {brand.social.line && (
            <a className={css.support} href={brand.social.line} rel="noopener" target="_blank">
              <Icon name="line" size={28} />
              <span data-testid="support-card">
                <strong>{brand.support?.title[locale] ?? t('sidebar.support')}</strong>
                <small>{brand.support?.body[locale] ?? t('sidebar.supportBody')}</small>
              </span>
            </a>
          )}
        </div>
      </aside>
    </>
  );
}
