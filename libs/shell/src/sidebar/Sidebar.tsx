import { useEffect, useRef } from 'react';
import { NavLink } from 'react-router';
import { useBrand } from '@lobby/brand';
import { useLocalizedPath, useTranslation } from '@lobby/i18n';
import { Icon, media } from '@lobby/ui-kit';
import { selectAuthenticated } from '@lobby/auth-guards';
import { AuthButtons } from '../header/AuthButtons';
import { MemberCard } from './MemberCard';
import { SIDEBAR_ID } from '../header/Header';
import { persistSideBar, selectSideBarOpen, setSideBar } from '../site/sideBarSlice';
import { useSiteDispatch, useSiteSelector } from '../site/store';
import { LanguageSelector } from './LanguageSelector';
import { gamesMenu, generalMenu, memberMenu, type MenuItem } from './menu';
import * as css from './Sidebar.css';

/** Left sidebar, 14.5rem: docked on desktop (collapses to an icon rail), an overlay on narrow screens. */
export function Sidebar() {
  const { t } = useTranslation('shell');
  const brand = useBrand();
  const localize = useLocalizedPath();
  const open = useSiteSelector(selectSideBarOpen);
  const dispatch = useSiteDispatch();
  const authenticated = useSiteSelector(selectAuthenticated);
  const panel = useRef<HTMLElement>(null);
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    const narrow = window.matchMedia?.(media.belowDesktop).matches ?? false;
    if (!narrow) persistSideBar(open);
    if (!(open && narrow)) return;
    // As an overlay it behaves like a drawer: focus inside, Esc closes, focus goes back to the toggle.
    opener.current = document.activeElement;
    panel.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && dispatch(setSideBar(false));
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      (opener.current as HTMLElement | null)?.focus?.();
    };
  }, [open, dispatch]);

  const closeOnNarrow = () => {
    if (window.matchMedia?.(media.belowDesktop).matches) dispatch(setSideBar(false));
  };

  const group = (label: string, items: MenuItem[]) => (
    <section className={css.group} aria-label={label}>
      <h2 className={css.groupTitle}>{label}</h2>
      <ul className={css.list}>
        {items.map((item) => (
          <li key={item.key}>
            <NavLink
              to={localize(item.path)}
              className={css.item}
              title={t(`sidebar.${item.key}`)}
              onClick={closeOnNarrow}
            >
              <span className={css.itemIcon}>
                <Icon name={item.icon} size={20} />
              </span>
              <span className={css.itemLabel}>{t(`sidebar.${item.key}`)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </section>
  );

  return (
    <>
      <div className={css.scrim} data-open={open} aria-hidden="true" onClick={() => dispatch(setSideBar(false))} />
      <aside
        id={SIDEBAR_ID}
        ref={panel}
        className={css.sidebar}
        data-open={open}
        data-testid="sidebar"
        aria-label={t('sidebar.label')}
      >
        {authenticated ? (
          <MemberCard />
        ) : (
          <div className={css.guest}>
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
              <span>
                <strong>{t('sidebar.support')}</strong>
                <small>{t('sidebar.supportBody')}</small>
              </span>
            </a>
          )}
        </div>
      </aside>
    </>
  );
}
