// The affiliate lib's public entry: the shell composes it through `./routes`.
export { affiliateFeature } from './routes';
