import { style } from '@vanilla-extract/css';
import { media, vars } from '@lobby/ui-kit/theme';
import { thaiText } from '../../components/shared/text.css';

/** A page of the lobby: content up to the brief's 1440px, spaced sections. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: '1440px',
  marginInline: 'auto',
  minWidth: 0,
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

/**
 * A row of games: below the first screen the browser lays it out and paints it only when it nears the viewport (issue
 * 14: a phone's start-up paint was mostly rows it could not see). Its size until then is about a row's real one on a
 * phone and on a desktop, so the footer's place barely moves when the rows render.
 */
export const gameRowSection = style({
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 227px',
  '@media': { [media.desktop]: { containIntrinsicSize: 'auto 277px' } },
});

export const sectionHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: '44px',
});

export const sectionTitle = style([
  thaiText,
  {
    margin: 0,
    fontFamily: vars.font.heading,
    fontSize: vars.fontSize.lg,
    fontWeight: 600,
    color: vars.color.text,
  },
]);

export const pageTitle = style([
  thaiText,
  {
    margin: 0,
    fontFamily: vars.font.heading,
    fontSize: vars.fontSize.xl,
    fontWeight: 600,
    color: vars.color.text,
  },
]);

/** "See all": a text link with a 44px hit area. */
export const moreLink = style([
  thaiText,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    minHeight: '44px',
    paddingInline: vars.space.xs,
    color: vars.color.accent,
    fontSize: vars.fontSize.sm,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    borderRadius: vars.radius.sm,
    selectors: {
      '&:hover': { textDecoration: 'underline' },
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    },
  },
]);

export const muted = style([thaiText, { margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm }]);

export const notice = style([
  thaiText,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    margin: 0,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    background: vars.color.bgCard,
    color: vars.color.textOnCard,
  },
]);

/** A horizontal row of tiles: 3 visible on a phone, then 4 / 5 / 6 / 7 by the row's own width (UX brief §1–§2). */
export const rowScroller = style({
  containerType: 'inline-size',
  minWidth: 0,
});

export const row = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'calc((100% - 2 * 8px) / 3)',
  gap: '8px',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollSnapType: 'x proximity',
  scrollbarWidth: 'thin',
  '@container': {
    '(min-width: 480px)': { gridAutoColumns: 'calc((100% - 3 * 8px) / 4)' },
    '(min-width: 720px)': { gridAutoColumns: 'calc((100% - 4 * 12px) / 5)', gap: '12px' },
    '(min-width: 960px)': { gridAutoColumns: 'calc((100% - 5 * 12px) / 6)', gap: '12px' },
    '(min-width: 1200px)': { gridAutoColumns: 'calc((100% - 6 * 12px) / 7)', gap: '12px' },
  },
});

export const rowItem = style({ scrollSnapAlign: 'start', minWidth: 0 });

/**
 * A tile past the first screen of a row (7 at 2xl): the browser lays it out and paints it only when it nears sight, as
 * the row scrolls (issue 14: a phone's row laid out all 14 tiles as it arrived, for 3 on screen). Not the first ones:
 * `content-visibility: auto` starts skipped for a frame, and the row's height comes from the tiles always rendered;
 * the placeholder height is below a tile's real one, so it never sets the row's.
 */
export const rowItemLater = style([rowItem, { contentVisibility: 'auto', containIntrinsicSize: 'auto 120px' }]);

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const loadMore = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
});

export const visuallyHiddenOnPhone = style({
  '@media': {
    [media.phone]: {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});

export const sentinel = style({ height: 1, width: '100%' });
