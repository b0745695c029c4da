import { style } from '@vanilla-extract/css';
import { media, vars } from '@lobby/ui-kit';

/** Under the header, over the page, above everything but dialogs: it must be seen, and it must not move the page. */
export const banner = style({
  position: 'fixed',
  insetInline: 0,
  top: vars.layout.headerHeight,
  zIndex: vars.z.header,
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.bgSubBtnAndGbIcon,
  color: vars.color.textOnSubBtn,
  borderBottom: `2px solid ${vars.color.danger}`,
  boxShadow: vars.shadow.card,
  lineHeight: 1.6,
  '@media': { [media.desktop]: { top: '64px' } },
});

export const text = style({ margin: 0, maxWidth: '48rem' });

export const title = style({ fontWeight: 600, marginInlineEnd: vars.space.xs });

export const icon = style({ flexShrink: 0, marginTop: '2px' });
