import { style } from '@vanilla-extract/css';
import { media, vars } from '@lobby/ui-kit/theme';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.z.header,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.layout.headerHeight,
  padding: `0 ${vars.space.md}`,
  background: vars.color.bgMenu,
  color: vars.color.textOnMenu,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [media.desktop]: { minHeight: '64px', padding: `0 ${vars.space.lg}` } },
});

export const logoLink = style({ display: 'flex', alignItems: 'center', flexShrink: 0, minHeight: '44px' });
export const logo = style({ height: '36px', width: 'auto', '@media': { [media.desktop]: { height: '40px' } } });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: 600,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  minWidth: 0,
});

export const spacer = style({ flex: 1, minWidth: 0 });
export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexShrink: 0 });
export const desktopOnly = style({ display: 'none', '@media': { [media.desktop]: { display: 'flex' } } });
export const mobileOnly = style({ '@media': { [media.desktop]: { display: 'none' } } });
