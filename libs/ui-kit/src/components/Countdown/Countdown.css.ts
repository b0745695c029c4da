import { style } from '@vanilla-extract/css';

// Equal-width digits so the text does not jitter every second.
export const countdown = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
