// Relative on purpose: Vite bundles relative imports of a config, while a bare '@lobby/…' import would be
// handed to Node, which cannot load TypeScript. The package.json dependency still gives Nx the edge.
import { brandViteConfig } from '../../tools/vite-brand/index.ts';

export default brandViteConfig(import.meta.dirname);
