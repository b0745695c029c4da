import { style } from '@vanilla-extract/css';
import { vars } from '@lobby/ui-kit/theme';
import { focusRing } from './form.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: 600, lineHeight: 1.5 });

/** The trigger and each option: a 56px row button with a badge, the name, then an icon. */
const bankRow = {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  minHeight: '56px',
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xs,
  borderRadius: vars.radius.md,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  lineHeight: 1.5,
  textAlign: 'start',
  cursor: 'pointer',
} as const;

export const trigger = style({
  ...bankRow,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.bgMenu,
  color: vars.color.textOnMenu,
  selectors: {
    '&:focus-visible': { ...focusRing, borderColor: vars.color.focus },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});

export const triggerText = style({ flex: 1, minWidth: 0 });

export const placeholder = style({ color: vars.color.textMuted });

export const error = style({
  margin: 0,
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
  lineHeight: 1.5,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
  gap: vars.space.xs,
  overscrollBehavior: 'contain',
});

export const option = style({
  ...bankRow,
  border: '1px solid transparent',
  background: 'transparent',
  color: 'inherit',
  selectors: {
    '&:hover': { background: vars.color.bgSubBtnAndGbIcon, color: vars.color.textOnSubBtn },
    '&:focus-visible': focusRing,
    '&[aria-current="true"]': { borderColor: vars.color.accent },
  },
});

export const optionNames = style({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 });

export const secondary = style({ fontSize: vars.fontSize.sm, opacity: 0.75, lineHeight: 1.5 });

export const check = style({ color: vars.color.accent, flexShrink: 0 });
