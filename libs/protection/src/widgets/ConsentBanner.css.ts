import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@lobby/ui-kit';

/** Fixed to the bottom over the page (never pushing it: no layout shift), above the phone tab bar. */
export const banner = style({
  position: 'fixed',
  insetInline: vars.space.md,
  bottom: vars.space.md,
  zIndex: vars.z.drawer,
  maxWidth: '60rem',
  marginInline: 'auto',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.bgCard,
  color: vars.color.textOnCard,
  boxShadow: vars.shadow.drawer,
  lineHeight: 1.6,
  '@media': {
    [media.phone]: {
      insetInline: vars.space.sm,
      bottom: `calc(${vars.layout.tabBarHeight} + ${vars.space.sm})`,
      padding: vars.space.md,
    },
  },
});

export const text = style({ flex: '1 1 20rem', display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, flex: '0 1 auto' });
globalStyle(`${buttons} > *`, { flex: '1 1 auto' });

export const purpose = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  minHeight: '44px',
  paddingBlock: vars.space.xs,
  cursor: 'pointer',
});
globalStyle(`${purpose} input`, {
  width: '22px',
  height: '22px',
  marginTop: '2px',
  flexShrink: 0,
  accentColor: vars.color.accent,
});

export const purposeText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
