import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@lobby/ui-kit/theme';

/** Set inline from the bank display table (banks.ts) — the one place bank colours live. */
export const bankColour = createVar();
export const bankText = createVar();

/** A rounded square (the initials need the full width at the bottom, which a circle would clip). */
export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  borderRadius: '25%',
  background: bankColour,
  color: bankText,
  fontFamily: vars.font.heading,
  fontWeight: 600,
  lineHeight: 1.5,
  letterSpacing: 'normal',
  overflow: 'hidden',
  boxShadow: `0 0 0 1px ${vars.color.border}`,
});

export const sizes = styleVariants({
  xs: { width: '24px', height: '24px', fontSize: '0.5625rem' },
  sm: { width: '32px', height: '32px', fontSize: '0.625rem' },
  md: { width: '40px', height: '40px', fontSize: vars.fontSize.xs },
});

export const mark = style({ display: 'block', width: '100%', height: '100%' });

export const unknown = style({ background: vars.color.bgSubBtnAndGbIcon, color: vars.color.textOnSubBtn });
