import { describe, expect, it } from 'vitest';
import { PAGE_DATA_META as bootCalls, PAGE_MODULES_META as bootReads } from '@lobby/util/prerendered';
import {
  IMPORT_HOOK,
  modulesImportedBy,
  PAGE_DATA_META,
  PAGE_MODULES_META,
  pageChunks,
  siteChunks,
  startUpChunks,
  withPageData,
  withPageModules,
  type SsrManifest,
} from './pageModules';
import type { Manifest } from './pageStyles';

const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_util.js'], dynamicImports: ['src/site.ts'] },
  'src/site.ts': { file: 'assets/site.js', imports: ['_util.js', '_react.js'], dynamicImports: ['../../libs/m/P.tsx'] },
  '_util.js': { file: 'assets/util.js' },
  '_react.js': { file: 'assets/react.js' },
  '../../libs/m/P.tsx': { file: 'assets/P.js', imports: ['_react.js', '_card.js'], css: ['assets/P.css'] },
  '_card.js': { file: 'assets/card.js', imports: ['_util.js'] },
  '_locales.js': { file: 'assets/locales.js', imports: ['_util.js'] },
};
// The strings went into a shared chunk: only the SSR manifest says where a module ended up.
const modules: SsrManifest = {
  '../../libs/m/P.tsx': ['/assets/P.js', '/assets/P.css'],
  '../../libs/m/locales.ts': ['/assets/locales.js'],
  '../../libs/m/card.tsx': ['/assets/card.js'],
};

describe("a prerendered page's own chunks", () => {
  it("are its modules' chunks, their CSS and their imports, without what the entry and the site load anyway", () => {
    const startUp = startUpChunks(manifest);
    expect([...startUp].sort()).toEqual(['assets/index.js', 'assets/react.js', 'assets/site.js', 'assets/util.js']);
    const imported = ['/w/libs/m/P.tsx', '/w/libs/m/locales.ts', '/w/libs/m/unknown.ts'];
    expect(pageChunks(manifest, modules, imported, '/w/apps/brand', startUp)).toEqual([
      'assets/P.js',
      'assets/P.css',
      'assets/card.js',
      'assets/locales.js',
    ]);
  });

  it("come after the site's own JavaScript, which the entry loads behind its first paint, site chunk first", () => {
    const site = { file: 'assets/site.js', imports: ['_util.js', '_react.js'], css: ['assets/site.css'] };
    const withCss: Manifest = { ...manifest, 'src/site.ts': site };
    expect(siteChunks(withCss)).toEqual(['assets/site.js', 'assets/react.js']);
  });

  it('are named in a meta tag the boot script reads, before </head>', () => {
    expect(PAGE_MODULES_META).toBe(bootReads);
    const page = '<head>\n    <title>x</title>\n  </head><body></body>';
    expect(withPageModules(page, ['assets/P.js', 'assets/card.js'])).toBe(
      '<head>\n    <title>x</title>\n    <meta name="lobby-page-modules" content="/assets/P.js /assets/card.js" />\n' +
        '  </head><body></body>',
    );
    expect(withPageModules(page, [])).toBe(page);
    expect(() => withPageModules('<body></body>', ['a.js'])).toThrow(/head/);
  });

  it("name the page's first API calls for the boot script, escaped for the attribute", () => {
    expect(PAGE_DATA_META).toBe(bootCalls);
    const page = '<head></head><body></body>';
    expect(withPageData(page, ['/api/promotion/list?groupID=G&lang=th', '/api/x?q="a"'])).toBe(
      '<head>  <meta name="lobby-page-data" ' +
        'content="/api/promotion/list?groupID=G&amp;lang=th /api/x?q=&quot;a&quot;" />\n  </head><body></body>',
    );
    expect(withPageData(page, [])).toBe(page);
  });

  it('are learnt from what a loader imports through the hook', async () => {
    const hooks = globalThis as unknown as Record<string, ((id: string) => void) | undefined>;
    const load = async () => {
      hooks[IMPORT_HOOK]?.('/w/libs/m/P.tsx');
      await Promise.resolve();
      hooks[IMPORT_HOOK]?.('/w/libs/m/locales.ts');
    };
    expect(await modulesImportedBy(load)).toEqual(['/w/libs/m/P.tsx', '/w/libs/m/locales.ts']);
    expect(hooks[IMPORT_HOOK]).toBeUndefined();
  });
});
