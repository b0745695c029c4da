export { vars } from './contract.css';
export { makeTheme, baseTokens } from './makeTheme';
export { contrastRatio, readableOn, mix, withAlpha } from './colour';
export { breakpoints, media } from './breakpoints';
export { sprinkles, type Sprinkles } from './sprinkles.css';
import './globalStyles.css';
export { themeVars, type Theme } from './themeVars';
