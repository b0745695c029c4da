import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@lobby/ui-kit/theme';

/** Same ring as the ui-kit's (UX brief §6.8). */
export const focusRing = { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } as const;

/** Layout of every form on the site. Thai text rules: line-height ≥ 1.5, no letter-spacing, no uppercase. */
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
});

export const spread = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const muted = style({ margin: 0, fontSize: vars.fontSize.sm, lineHeight: 1.6, opacity: 0.85 });

/** An inline text link, with a 44px-tall hit area (UX brief §6.2). */
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  paddingInline: vars.space.xs,
  color: 'inherit',
  fontWeight: 600,
  lineHeight: 1.5,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  background: 'none',
  border: 'none',
  fontFamily: 'inherit',
  fontSize: 'inherit',
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': focusRing },
});

export const alert = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  color: 'inherit',
  fontSize: vars.fontSize.sm,
  lineHeight: 1.6,
});

export const alertIcon = style({ flexShrink: 0, color: vars.color.danger, marginTop: '2px' });

export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.5,
  opacity: 0.75,
  selectors: { '&::before, &::after': { content: '""', flex: 1, borderTop: `1px solid ${vars.color.border}` } },
});

export const checkbox = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '44px',
  lineHeight: 1.5,
  cursor: 'pointer',
});

globalStyle(`${checkbox} input`, {
  width: '22px',
  height: '22px',
  flexShrink: 0,
  accentColor: vars.color.accent,
  margin: 0,
});

export const checkboxError = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.5,
});

/** The show / hide toggle inside a password field. */
export const reveal = style({
  minHeight: '44px',
  minWidth: '44px',
  paddingInline: vars.space.xs,
  border: 'none',
  background: 'none',
  color: 'inherit',
  fontFamily: 'inherit',
  fontSize: vars.fontSize.sm,
  lineHeight: 1.5,
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': focusRing },
});
