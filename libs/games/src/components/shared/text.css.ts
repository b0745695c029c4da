import { style } from '@vanilla-extract/css';

/*
 * Thai-safe text: no letter-spacing, no uppercase, line-height ≥ 1.5. Multi-line names use a line clamp
 * (GameTile.css.ts), never a fixed height, so tone marks above and vowels below are never cut.
 */
export const thaiText = style({ letterSpacing: 'normal', textTransform: 'none', lineHeight: 1.5 });
