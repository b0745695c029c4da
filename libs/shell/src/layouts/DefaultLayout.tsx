import { Outlet } from 'react-router';
import { Header } from '../header/Header';
import { PageOutlet } from './PageOutlet';
import { FooterInfo } from '../footer/FooterInfo';
import { BottomTabBar } from '../nav/BottomTabBar';
import { useCurrentRoute } from '../routes/routeHandle';
import { Sidebar } from '../sidebar/Sidebar';
import { selectSideBarOpen } from '../site/sideBarSlice';
import { useSiteSelector } from '../site/store';
import { useHydrated } from '../site/hydration';
import { SkipLink } from './SkipLink';
import { NoticesSlot } from './NoticesSlot';
import { TransferDrawersSlot } from './TransferDrawersSlot';
import { transferPageRoutes } from '@lobby/util';
import * as css from './Layout.css';

/**
 * The sidebar as the layout lays it out: `auto` in the prerendered HTML and while it hydrates (docked open on a
 * desktop, closed below it, by CSS alone), then the visitor's own choice.
 */
function useSidebarState(): 'open' | 'closed' | 'auto' {
  const open = useSiteSelector(selectSideBarOpen);
  return useHydrated() ? (open ? 'open' : 'closed') : 'auto';
}

/**
 * Header chosen per page, sidebar, footer info menu, the notice modal (spec §2) with the offline banner and the
 * live chat (NoticesSlot). Toasts mount in SiteRoot.
 */
export function DefaultLayout() {
  const route = useCurrentRoute();
  const sidebar = useSidebarState();
  return (
    <div className={css.shell} data-sidebar={sidebar} data-layout="default">
      <SkipLink />
      <Header route={route} />
      <Sidebar />
      <div className={css.main}>
        <main id="main" tabIndex={-1} className={`${css.content} ${css.focusTarget}`}>
          <PageOutlet />
        </main>
        <FooterInfo hideGames={route.name === 'demo'} />
      </div>
      {/* The money pages keep the screen for their form and its button (UX brief §1). */}
      {!transferPageRoutes.has(route.name) && <BottomTabBar />}
      <TransferDrawersSlot />
      <NoticesSlot />
    </div>
  );
}

/** Header and collapsible left sidebar only — pages that fill the screen, like a game. */
export function BasicLayout() {
  const route = useCurrentRoute();
  const sidebar = useSidebarState();
  return (
    <div className={css.shell} data-sidebar={sidebar} data-layout="basic">
      <SkipLink />
      <Header route={route} />
      <Sidebar />
      <main id="main" tabIndex={-1} className={`${css.main} ${css.focusTarget}`}>
        <PageOutlet />
      </main>
      <TransferDrawersSlot />
    </div>
  );
}

/** No header or footer: registerAff, maintenance and loginLine. */
export function BareLayout() {
  return (
    <main id="main" className={css.bare} data-layout="bare">
      <Outlet />
    </main>
  );
}
