// The payments lib's public entry: the shell composes it through `./routes` (pages and the drawers widget).
export { paymentsFeature } from './routes';
export { quickAmounts, QUICK_AMOUNT_COUNT } from './rules/quickAmounts';
