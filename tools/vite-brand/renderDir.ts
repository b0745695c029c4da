/**
 * Where a build keeps what a server needs to render pages with their data at request time (a route's `dataInHtml`):
 * the prerenderer (`prerender.mjs`) and `pages.json` (DataPages). Never served (tools/serve, nginx), never precached,
 * not part of a release.
 */
export const RENDER_DIR = '_render';

/** pages.json: per address, the page's file in the build and the skeleton its HTML holds in `#root`. */
export type DataPages = Record<string, { file: string; skeleton: string }>;
