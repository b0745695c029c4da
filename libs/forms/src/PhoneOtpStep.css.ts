import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@lobby/ui-kit/theme';

export const sentTo = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.bgSubBtnAndGbIcon,
  color: vars.color.textOnSubBtn,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.6,
});

export const reference = style({ display: 'block', fontWeight: 600 });

/** The code alone on its step: large, tabular digits, centred. */
export const largeCode = style({});
globalStyle(`${largeCode} input`, {
  fontSize: vars.fontSize.xl,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'center',
});
