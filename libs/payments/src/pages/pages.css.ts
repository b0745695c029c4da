import { style } from '@vanilla-extract/css';

/** A phone-width column: the panels read the same as in the 440 px drawer. */
export const page = style({ width: '100%', maxWidth: '30rem', margin: '0 auto', padding: '1rem 0 2rem' });
