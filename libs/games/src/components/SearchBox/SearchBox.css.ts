import { style } from '@vanilla-extract/css';
import { vars } from '@lobby/ui-kit/theme';

export const form = style({ position: 'relative', width: 'min(360px, 100%)' });
export const page = style({ width: '100%', maxWidth: '40rem' });

export const box = style({
  display: 'flex',
  alignItems: 'center',
  height: '44px',
  borderRadius: vars.radius.pill,
  background: vars.color.bg,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
  selectors: { '&:focus-within': { borderColor: vars.color.focus, boxShadow: `0 0 0 1px ${vars.color.focus}` } },
});

export const label = style({ flex: 1, display: 'flex', minWidth: 0 });

export const input = style({
  flex: 1,
  minWidth: 0,
  height: '42px',
  padding: `0 ${vars.space.lg}`,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  // 16px keeps iOS from zooming into the field.
  fontSize: vars.fontSize.md,
  outline: 'none',
});

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '48px',
  height: '44px',
  border: 0,
  background: vars.color.bgSubBtnAndGbIcon,
  color: vars.color.textOnSubBtn,
  cursor: 'pointer',
});

/** "Type at least 3 characters": under the box, in the danger colour with the text colour for contrast. */
export const hint = style({
  margin: `${vars.space.xs} 0 0`,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  borderLeft: `3px solid ${vars.color.danger}`,
  background: vars.color.bgCard,
  color: vars.color.textOnCard,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.5,
  selectors: { [`${form}:not(${page}) &`]: { position: 'absolute', top: '100%', left: 0, right: 0 } },
});
