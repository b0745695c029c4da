import { describe, expect, it } from 'vitest';
import { inlineStyles, startUpStyles, stylesNeeded, type Manifest } from './pageStyles';

const manifest: Manifest = {
  'index.html': { file: 'assets/boot.js', isEntry: true, css: ['assets/fonts.css'], dynamicImports: ['src/site.ts'] },
  'src/site.ts': { file: 'assets/site.js', imports: ['_ui.js'], css: ['assets/site.css'], dynamicImports: ['page'] },
  '_ui.js': { file: 'assets/ui.js', css: ['assets/ui.css'] },
  page: { file: 'assets/page.js', css: ['assets/page.css'] },
};

describe("a prerendered page's styles", () => {
  it("start with the boot entry's CSS and all of the site's start-up code, not its lazy pages", () => {
    expect(startUpStyles(manifest).sort()).toEqual(['assets/fonts.css', 'assets/site.css', 'assets/ui.css']);
  });

  it('add a lazy chunk only when the markup uses one of its classes', () => {
    const order = ['assets/fonts.css', 'assets/ui.css', 'assets/site.css', 'assets/page.css'];
    const defined = new Map([['assets/page.css', new Set(['row'])]]);
    const startUp = startUpStyles(manifest);
    expect(stylesNeeded('<div class="x"></div>', order, startUp, defined)).not.toContain('assets/page.css');
    expect(stylesNeeded('<div class="a row"></div>', order, startUp, defined)).toEqual(order);
  });

  it('go inline where the first link was, each link replaced by a disabled one (never fetched)', () => {
    const page =
      '<head>\n    <script type="module" src="/assets/boot.js"></script>\n' +
      '    <link rel="stylesheet" crossorigin href="/assets/fonts.css">\n    <link rel="icon" href="/x.svg">\n</head>';
    const css: Record<string, string> = { 'assets/fonts.css': '@font-face{}', 'assets/page.css': '.row{a:b}</style>' };
    const out = inlineStyles(page, ['assets/fonts.css', 'assets/page.css'], (file) => css[file] ?? '');
    expect(out).not.toMatch(/<link rel="stylesheet" crossorigin/);
    expect(out).toMatch(/<\/script>\n {4}<style>@font-face\{\}\n\.row\{a:b\}<\\\/style><\/style>/);
    expect(out).toContain('<link rel="stylesheet" href="/assets/fonts.css" disabled>');
    expect(out).toContain('<link rel="stylesheet" href="/assets/page.css" disabled>');
    expect(out.indexOf('<style>')).toBeLessThan(out.indexOf('rel="icon"'));
  });
});
