import { style } from '@vanilla-extract/css';
import { vars } from '@lobby/ui-kit';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const searchRow = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm });
export const searchField = style({ flex: 1 });
