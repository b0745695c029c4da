// The protection lib's public entry: the shell composes it through `./routes` (pages and the two widgets).
export { protectionFeature } from './routes';
export { ConsentBanner } from './widgets/ConsentBanner';
