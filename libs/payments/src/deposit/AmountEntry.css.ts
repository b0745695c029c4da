import { style } from '@vanilla-extract/css';
import { vars } from '@lobby/ui-kit/theme';

export const field = style({ fontVariantNumeric: 'tabular-nums' });

/** Two rows of four on desktop, three rows of two… the grid fills the drawer's width either way. */
export const quick = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(5.5rem, 1fr))',
  gap: vars.space.sm,
});

export const chip = style({ fontVariantNumeric: 'tabular-nums', minHeight: '44px' });
