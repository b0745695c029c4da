import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@lobby/ui-kit/theme';
import { RAIL_WIDTH } from '../sidebar/Sidebar.css';
import { VISITOR_MARK } from '../site/bootSignals';

export const shell = style({ minHeight: '100dvh', display: 'flex', flexDirection: 'column' });

/** Content shifts by the docked sidebar's width on desktop; phones reserve room for the tab bar. */
export const main = style({
  flex: 1,
  minWidth: 0,
  paddingBottom: `calc(${vars.layout.tabBarHeight} + env(safe-area-inset-bottom))`,
  transition: `margin ${vars.motion.normal}`,
  '@media': {
    [media.desktop]: {
      paddingBottom: 0,
      marginLeft: RAIL_WIDTH,
      // `auto`: the prerendered page, before the visitor's own choice is known (docked open on a desktop).
      selectors: { '[data-sidebar="open"] &, [data-sidebar="auto"] &': { marginLeft: vars.layout.sidebarWidth } },
    },
  },
});

/**
 * The page fills at least the screen below the header, so the footer starts below the fold on every page: a page
 * whose content arrives after the first paint (rows of games, a list, a form) grows below the fold, and nothing on
 * screen moves (issue 14: no layout shift). `svh`: the small viewport, which does not change as a phone's address bar
 * slides away.
 */
export const content = style({
  minHeight: `calc(100svh - ${vars.layout.headerHeight})`,
  width: '100%',
  maxWidth: vars.layout.contentMax,
  margin: '0 auto',
  padding: vars.space.lg,
  '@media': { [media.desktop]: { padding: `${vars.space.xl} ${vars.space.xl}` } },
});

export const bare = style({
  minHeight: '100dvh',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
});

/** Wraps the page without a box of its own, so the page lays out as if it were the main's child. */
export const pageContent = style({ display: 'contents' });

/** Off screen until it has keyboard focus, then on top of the header. */
export const skipLink = style({
  position: 'absolute',
  zIndex: vars.z.toast,
  top: vars.space.sm,
  left: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.bgBtn,
  color: vars.color.textOnBtn,
  fontWeight: 600,
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus-visible': { transform: 'none', outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

/** The main landmark takes focus from the skip link without a ring of its own. */
export const focusTarget = style({ selectors: { '&:focus': { outline: 'none' } } });

/**
 * What differs between a visitor and a member (the header's buttons, the sidebar's card, the tab bar) keeps its
 * place but stays invisible in the prerendered HTML until the browser knows which one is looking (createSite sets
 * `data-session`; the boot script's `data-visitor` when there is no session cookie), so a member never sees a
 * visitor's buttons.
 */
const beforeSession = `html:not([data-session]):not([${VISITOR_MARK}]) [data-prerendered]`;
globalStyle(`${beforeSession} [data-session-part], ${beforeSession} [data-session-parts] > *`, {
  visibility: 'hidden',
});
