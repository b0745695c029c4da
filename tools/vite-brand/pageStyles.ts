import { startUpChunks } from './pageModules';

/**
 * The stylesheets a prerendered page needs before any script runs. The built index.html links only the boot entry's
 * CSS (fonts, theme); the site's own CSS arrives with its code after the first paint, and a page's own (vanilla-extract
 * files of its lazy chunk: the lobby's rows, the login card) with its chunk. Painted without them, the HTML lays out
 * unstyled and jumps when they arrive (issue 14: CLS 0.7 and more). So every page carries, inline, the CSS of the
 * site's start-up code and each file that defines a class its HTML uses: no stylesheet request stands between the
 * HTML and its first paint. A disabled link per inlined file tells Vite's preload helper the file is there, so the
 * browser's later `import()` of a chunk neither downloads nor re-applies it.
 */

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * Every CSS file of the build in the order the browser would apply it: a chunk's imports before the chunk itself,
 * so when two files style one element the later file wins as it does when the chunks load.
 */
export function cssInLoadOrder(manifest: Manifest): string[] {
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) return;
    seen.add(key);
    for (const dep of chunk.imports ?? []) visit(dep);
    for (const css of chunk.css ?? []) if (!order.includes(css)) order.push(css);
    for (const dep of chunk.dynamicImports ?? []) visit(dep);
  };
  // The entry first (its CSS is linked by index.html, ahead of the rest), then every chunk it can reach.
  const keys = Object.keys(manifest);
  for (const key of [...keys.filter((k) => k.endsWith('.html')), ...keys]) visit(key);
  return order;
}

/**
 * The CSS the site's code brings before it renders anything: every chunk the entry imports, and every chunk the
 * entry's own `import()` (the site behind the boot script) imports, whatever classes they define (global rules too).
 */
export function startUpStyles(manifest: Manifest): string[] {
  return [...startUpChunks(manifest)].filter((file) => file.endsWith('.css'));
}

/** The class names a stylesheet defines (any `.name` in a selector). */
export function classesDefined(css: string): Set<string> {
  const withoutStrings = css.replace(/"[^"]*"|'[^']*'|url\([^)]*\)/g, '');
  const classes = new Set<string>();
  for (const rule of withoutStrings.matchAll(/([^{}]+)\{/g)) {
    const selector = rule[1] ?? '';
    if (selector.trim().startsWith('@')) continue;
    for (const match of selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) classes.add(match[1] as string);
  }
  return classes;
}

/** The class names the markup uses. */
export function classesUsed(html: string): Set<string> {
  const used = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of (match[1] ?? '').split(/\s+/)) if (name) used.add(name);
  }
  return used;
}

/**
 * The CSS files the markup needs, in load order: the start-up CSS and each file that defines at least one class the
 * markup uses.
 */
export function stylesNeeded(
  markup: string,
  order: readonly string[],
  startUp: readonly string[],
  defined: ReadonlyMap<string, ReadonlySet<string>>,
): string[] {
  const used = classesUsed(markup);
  return order.filter((file) => {
    if (startUp.includes(file)) return true;
    const classes = defined.get(file);
    return classes ? [...classes].some((name) => used.has(name)) : false;
  });
}

/**
 * The page with `files` (in the order given) inline in one `<style>` where its first stylesheet link was (or before
 * `</head>`), its links to them gone, and a disabled link per file in their place (never fetched, never applied).
 */
export function inlineStyles(page: string, files: readonly string[], read: (file: string) => string): string {
  if (!files.length) return page;
  const inlined = new Set(files);
  const linkPattern = /[ \t]*<link[^>]+rel="stylesheet"[^>]+href="\/([^"]+)"[^>]*>\n?/g;
  let at = -1;
  let rest = '';
  let last = 0;
  for (const match of page.matchAll(linkPattern)) {
    if (!inlined.has(match[1] as string)) continue;
    if (at < 0) at = rest.length + (match.index - last);
    rest += page.slice(last, match.index);
    last = match.index + match[0].length;
  }
  rest += page.slice(last);
  if (at < 0) {
    at = rest.indexOf('</head>');
    if (at < 0) throw new Error('the page has no </head> to put its styles in');
  }
  // `</style` inside a rule would end the element early; CSS can say the same with an escaped slash.
  const css = files.map((file) => read(file).replace(/<\/style/gi, '<\\/style')).join('\n');
  const markers = files.map((file) => `<link rel="stylesheet" href="/${file}" disabled>`).join('\n    ');
  return `${rest.slice(0, at)}    <style>${css}</style>\n    ${markers}\n${rest.slice(at)}`;
}
