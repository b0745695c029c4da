import { style } from '@vanilla-extract/css';
import { vars } from '@lobby/ui-kit/theme';
import { focusRing } from '../panel/panel.css';

export const list = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, border: 'none' });
export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: '56px',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: { '&:has(input:checked)': { borderColor: vars.color.accent } },
});
export const radio = style({
  width: '20px',
  height: '20px',
  accentColor: vars.color.accent,
  selectors: { '&:focus-visible': focusRing },
});
export const text = style({ display: 'flex', flexDirection: 'column', gap: '2px', lineHeight: 1.5 });
export const muted = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
