/**
 * The stylesheets a prerendered page needs before any script runs. The built index.html links only the entry's CSS;
 * a page's own CSS (vanilla-extract files of its lazy chunk: the lobby's rows, the login card) arrives with its chunk,
 * after hydration starts. Painted without it, the HTML lays out unstyled and jumps when it arrives (issue 14: CLS 0.7
 * and more). So every page links the CSS files that define a class its HTML uses, before it paints. The browser's
 * later `import()` of the chunk finds the link already there (Vite's preload helper skips a stylesheet it finds).
 */

interface ManifestChunk {
  file: string;
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

/** The stylesheets already linked by the page (`/assets/x.css` → `assets/x.css`). */
export function linkedStyles(page: string): Set<string> {
  return new Set(
    [...page.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/([^"]+)"/g)].map((match) => match[1] as string),
  );
}

/**
 * The CSS files the markup needs that the page does not link yet, in load order: each file that defines at least
 * one class the markup uses.
 */
export function stylesNeeded(
  markup: string,
  page: string,
  order: readonly string[],
  defined: ReadonlyMap<string, ReadonlySet<string>>,
): string[] {
  const used = classesUsed(markup);
  const linked = linkedStyles(page);
  return order.filter((file) => {
    if (linked.has(file)) return false;
    const classes = defined.get(file);
    return classes ? [...classes].some((name) => used.has(name)) : false;
  });
}

/** The page with links to `files` after its own stylesheets (or before `</head>`). */
export function linkStyles(page: string, files: readonly string[]): string {
  if (!files.length) return page;
  const links = files.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join('\n    ');
  const lastLink = [...page.matchAll(/<link[^>]+rel="stylesheet"[^>]*>/g)].at(-1);
  if (lastLink?.index !== undefined) {
    const at = lastLink.index + lastLink[0].length;
    return `${page.slice(0, at)}\n    ${links}${page.slice(at)}`;
  }
  if (!page.includes('</head>')) throw new Error('the page has no </head> to link its styles in');
  return page.replace('</head>', () => `  ${links}\n  </head>`);
}
