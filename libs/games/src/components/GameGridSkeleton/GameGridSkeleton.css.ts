import { style } from '@vanilla-extract/css';
import { vars } from '@lobby/ui-kit/theme';

export const grid = style({ display: 'grid', alignItems: 'start', width: '100%' });

/** Same box as a GameTile: card, art at its ratio, a two-line name band. */
export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  borderRadius: vars.radius.md,
  background: vars.color.bgCard,
});

export const band = style({
  display: 'block',
  minHeight: 'calc(2 * 1.5em + 2 * 0.375rem)',
  paddingBlock: '0.375rem',
  paddingInline: vars.space.sm,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.5,
});
