export { vars } from './contract.css';
export { makeTheme, baseTokens } from './makeTheme';
export { contrastRatio, readableOn, mix, withAlpha } from './colour';
export { breakpoints, media } from './breakpoints';
import './globalStyles.css';
import './fontFallbacks.css';
export { themeVars, type Theme } from './themeVars';
