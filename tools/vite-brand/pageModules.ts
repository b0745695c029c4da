import { relative } from 'node:path';
import type { Plugin } from 'vite';
import type { Manifest } from './pageStyles';

/**
 * A page's own code as hints in its HTML (issue 14). The boot script loads the site after the first paint, and the
 * site then asks for the page's chunk and its feature's strings: three downloads in a row before the page can call
 * the API (`/promotions`: site → page → promotion list → picture). The page names its chunks in a meta tag; the boot
 * script asks for them together with the site's code (modulepreload), so only the API call and the picture follow.
 * The boot script reads the name from @lobby/util/prerendered (the build's config cannot load the workspace's TS).
 */
export const PAGE_MODULES_META = 'lobby-page-modules';

/** The global the prerenderer's build reports each dynamically imported module to (recordDynamicImports). */
export const IMPORT_HOOK = '__lobbyImported';

/**
 * For the prerenderer's own build: every `import('…')` of the workspace's code also tells `globalThis[IMPORT_HOOK]`
 * which module it loads, so the build learns what a page's loaders import without a browser.
 */
export function recordDynamicImports(): Plugin {
  return {
    name: 'lobby:record-dynamic-imports',
    async transform(code, id) {
      if (id.includes('/node_modules/') || !code.includes('import(')) return null;
      let out = '';
      let last = 0;
      for (const match of code.matchAll(/\bimport\((['"])([^'"\n]+)\1\)/g)) {
        const resolved = await this.resolve(match[2] as string, id);
        if (!resolved || resolved.external) continue;
        const report = `globalThis.${IMPORT_HOOK}?.(${JSON.stringify(resolved.id)})`;
        out += `${code.slice(last, match.index)}(${report}, ${match[0]})`;
        last = match.index + match[0].length;
      }
      return last ? { code: out + code.slice(last), map: null } : null;
    },
  };
}

/** Collects the modules `load` imports dynamically (through the hook recordDynamicImports puts in the code). */
export async function modulesImportedBy(load: () => Promise<unknown>): Promise<string[]> {
  const imported = new Set<string>();
  const hooks = globalThis as unknown as Record<string, ((id: string) => void) | undefined>;
  hooks[IMPORT_HOOK] = (id) => imported.add(id);
  try {
    await load();
  } finally {
    hooks[IMPORT_HOOK] = undefined;
  }
  return [...imported];
}

/** The files a chunk loads with it: its own code and CSS and its static imports', transitively. */
function chunkFiles(manifest: Manifest, key: string, into: Set<string>, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (seen.has(key) || !chunk) return into;
  seen.add(key);
  into.add(chunk.file);
  for (const css of chunk.css ?? []) into.add(css);
  for (const dep of chunk.imports ?? []) chunkFiles(manifest, dep, into, seen);
  return into;
}

/** What the boot entry and the site behind it load anyway: never hinted again. */
export function startUpChunks(manifest: Manifest): Set<string> {
  const files = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isEntry) continue;
    chunkFiles(manifest, key, files);
    for (const dep of chunk.dynamicImports ?? []) chunkFiles(manifest, dep, files);
  }
  return files;
}

/**
 * The site's JavaScript chunks, which the boot entry imports once the page has painted: every page's HTML names them
 * first, so the boot script asks for them a few per task (boot.ts) instead of Vite's helper asking for all of them in
 * one (the helper then finds them asked for). Its CSS stays the helper's to apply.
 */
export function siteChunks(manifest: Manifest): string[] {
  const entry = new Set<string>();
  const site = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isEntry) continue;
    chunkFiles(manifest, key, entry);
    for (const dep of chunk.dynamicImports ?? []) chunkFiles(manifest, dep, site);
  }
  return [...site].filter((file) => file.endsWith('.js') && !entry.has(file));
}

/** Vite's SSR manifest: each source module (relative to the root) and the client files it ended up in, with base. */
export type SsrManifest = Record<string, string[]>;

/**
 * The client chunk files of the modules a page imports (absolute source paths, as the prerenderer's build reports
 * them) and their CSS, without those the start-up loads: what the page's HTML names for the boot script. A module
 * may have been merged into a shared chunk (the member strings, which a page also imports): the SSR manifest says
 * which.
 */
export function pageChunks(
  manifest: Manifest,
  modules: SsrManifest,
  imported: readonly string[],
  root: string,
  startUp: ReadonlySet<string>,
): string[] {
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const files = new Set<string>();
  for (const module of imported) {
    for (const file of modules[relative(root, module)] ?? []) {
      const key = keyOfFile.get(file.replace(/^\/+/, ''));
      if (key) chunkFiles(manifest, key, files);
    }
  }
  return [...files].filter((file) => !startUp.has(file));
}

/** The page with `values` named in a meta tag before `</head>` (none: unchanged). */
function withMeta(page: string, name: string, values: readonly string[]): string {
  if (!values.length) return page;
  const at = page.indexOf('</head>');
  if (at < 0) throw new Error(`the page has no </head> to write ${name} in`);
  const content = values.join(' ').replaceAll('&', '&amp;').replaceAll('"', '&quot;');
  return `${page.slice(0, at)}  <meta name="${name}" content="${content}" />\n  ${page.slice(at)}`;
}

/** The page with its chunks named in a meta tag (PAGE_MODULES_META). */
export function withPageModules(page: string, files: readonly string[], base = '/'): string {
  return withMeta(
    page,
    PAGE_MODULES_META,
    files.map((file) => `${base}${file}`),
  );
}

/**
 * The API calls a page's first screen makes for a visitor (its prefetch, recorded by the prerenderer), which the boot
 * script starts in parallel with the site's code; as @lobby/util/prerendered names it.
 */
export const PAGE_DATA_META = 'lobby-page-data';

/** The page with its first API calls (paths on the API) named in a meta tag (PAGE_DATA_META). */
export function withPageData(page: string, calls: readonly string[]): string {
  return withMeta(page, PAGE_DATA_META, calls);
}
