import { Outlet } from 'react-router';
import { Header } from '../header/Header';
import { PageOutlet } from './PageOutlet';
import { FooterInfo } from '../footer/FooterInfo';
import { BottomTabBar } from '../nav/BottomTabBar';
import { useCurrentRoute } from '../routes/routeHandle';
import { Sidebar } from '../sidebar/Sidebar';
import { selectSideBarOpen } from '../site/sideBarSlice';
import { useSiteSelector } from '../site/store';
import { SkipLink } from './SkipLink';
import * as css from './Layout.css';

/** Header chosen per page, sidebar, footer info menu (spec §2). Toasts and the notice modal mount in SiteRoot. */
export function DefaultLayout() {
  const route = useCurrentRoute();
  const open = useSiteSelector(selectSideBarOpen);
  return (
    <div className={css.shell} data-sidebar={open ? 'open' : 'closed'} data-layout="default">
      <SkipLink />
      <Header route={route} />
      <Sidebar />
      <div className={css.main}>
        <main id="main" tabIndex={-1} className={`${css.content} ${css.focusTarget}`}>
          <PageOutlet />
        </main>
        <FooterInfo hideGames={route.name === 'demo'} />
      </div>
      <BottomTabBar />
    </div>
  );
}

/** Header and collapsible left sidebar only — pages that fill the screen, like a game. */
export function BasicLayout() {
  const route = useCurrentRoute();
  const open = useSiteSelector(selectSideBarOpen);
  return (
    <div className={css.shell} data-sidebar={open ? 'open' : 'closed'} data-layout="basic">
      <SkipLink />
      <Header route={route} />
      <Sidebar />
      <main id="main" tabIndex={-1} className={`${css.main} ${css.focusTarget}`}>
        <PageOutlet />
      </main>
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
