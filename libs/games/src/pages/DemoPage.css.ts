import { style } from '@vanilla-extract/css';
import { vars } from '@lobby/ui-kit/theme';
import { thaiText } from '../components/shared/text.css';

export const intro = style([thaiText, { margin: 0, color: vars.color.text, fontSize: vars.fontSize.md }]);

/** The four demo tables: 2 columns on a phone, 4 from a tablet. */
export const tables = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9.5rem, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const cta = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });
