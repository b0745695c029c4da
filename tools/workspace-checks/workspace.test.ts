import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const projects = ['apps', 'libs', 'tools'].flatMap((group) =>
  readdirSync(join(root, group))
    .filter((name) => existsSync(join(root, group, name, 'package.json')))
    .map((name) => ({
      dir: `${group}/${name}`,
      pkg: JSON.parse(readFileSync(join(root, group, name, 'package.json'), 'utf8')),
    })),
);

// The tags the boundary rule enforces: a tag no constraint names would only look like a rule.
async function enforcedTags(): Promise<Set<string>> {
  const config: { rules?: Record<string, unknown> }[] = (await import(join(root, 'eslint.config.mjs'))).default;
  const rule = config.find((c) => c.rules?.['@nx/enforce-module-boundaries'])!.rules![
    '@nx/enforce-module-boundaries'
  ] as [string, { depConstraints: { sourceTag: string }[] }];
  return new Set(rule[1].depConstraints.map((c) => c.sourceTag));
}

describe('workspace shape', () => {
  let enforced: Set<string>;
  beforeAll(async () => {
    enforced = await enforcedTags();
  });

  it.each(projects.map((p) => [p.dir, p] as const))('%s has one type: tag, and lint enforces it', (_dir, project) => {
    const tags: string[] = project.pkg.nx?.tags ?? [];
    expect(tags).toEqual([expect.stringMatching(/^type:/)]);
    expect(enforced).toContain(tags[0]);
  });

  it.each(projects.filter((p) => p.dir.startsWith('libs/')).map((p) => [p.dir] as const))(
    '%s has one public entry point',
    (dir) => {
      expect(existsSync(join(root, dir, 'src/index.ts'))).toBe(true);
    },
  );
});

describe('module boundaries are enforced by lint', () => {
  let eslint: ESLint;
  beforeAll(() => {
    // The boundary rule reads Nx's project graph; make sure it exists.
    execFileSync('npx', ['nx', 'show', 'projects'], {
      cwd: root,
      env: { ...process.env, NX_DAEMON: 'false' },
      stdio: 'ignore',
    });
    eslint = new ESLint({ cwd: root });
  });

  const lint = async (file: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: join(root, file) });
    return result!.messages.filter((m) => m.ruleId === '@nx/enforce-module-boundaries').map((m) => m.message);
  };

  it('forbids ui-kit from importing data libraries', async () => {
    expect(await lint('libs/ui-kit/src/x.ts', "import axios from 'axios';\nexport const a = axios;\n")).toEqual([
      expect.stringContaining('not allowed to import "axios"'),
    ]);
    expect(
      await lint(
        'libs/ui-kit/src/x.ts',
        "import { ApolloClient } from '@apollo/client';\nexport const a = ApolloClient;\n",
      ),
    ).not.toHaveLength(0);
  });

  it('forbids a util lib from importing the shell', async () => {
    expect(
      await lint('libs/util/src/x.ts', "import { createSite } from '@lobby/shell';\nexport const a = createSite;\n"),
    ).not.toHaveLength(0);
  });

  it('forbids a feature from importing another feature', async () => {
    const messages = await lint(
      'libs/games/src/x.ts',
      "import { LoginPage } from '@lobby/account';\nexport const a = LoginPage;\n",
    );
    expect(messages).toEqual([expect.stringContaining('type:feature')]);
  });

  it('forbids the platform server from importing the shell, and lets it use a util lib', async () => {
    const messages = await lint(
      'tools/platform-server/src/x.ts',
      "import { createSite } from '@lobby/shell';\nexport const a = createSite;\n",
    );
    expect(messages).toEqual([expect.stringContaining('type:server')]);
    expect(
      await lint(
        'tools/platform-server/src/x.ts',
        "import { formatBaht } from '@lobby/i18n';\nexport const a = formatBaht;\n",
      ),
    ).toEqual([]);
  });

  it('forbids a data lib from importing a feature', async () => {
    expect(
      await lint('libs/auth-guards/src/x.ts', "import { GameTile } from '@lobby/games';\nexport const a = GameTile;\n"),
    ).not.toHaveLength(0);
  });

  it('lets the shell compose libs', async () => {
    expect(
      await lint(
        'libs/shell/src/x.ts',
        "import { Button } from '@lobby/ui-kit';\n" +
          "import { useBrand } from '@lobby/brand';\n" +
          "import { GameTile } from '@lobby/games';\n" +
          "import { LoginPage } from '@lobby/account';\n" +
          'export const a = [Button, useBrand, GameTile, LoginPage];\n',
      ),
    ).toEqual([]);
  });
});

describe('one toast system (issue #12 item 6)', () => {
  // Product code of every lib (tests, stories and harnesses may render their own provider).
  const productFiles = readdirSync(join(root, 'libs')).flatMap((lib) => {
    const src = join(root, 'libs', lib, 'src');
    if (!existsSync(src)) return [];
    return (readdirSync(src, { recursive: true }) as string[])
      .filter((f) => /\.tsx?$/.test(f) && !/\.(test|stories)\.tsx?$|(^|\/)testing(\/|\.tsx?$)/.test(f))
      .map((f) => ({ file: `libs/${lib}/src/${f}`, code: readFileSync(join(src, f), 'utf8') }));
  });

  it('finds the libraries’ code', () => {
    expect(productFiles.length).toBeGreaterThan(100);
  });

  it('mounts ui-kit’s ToastProvider once, in the providers every page sits in', () => {
    const mounts = productFiles.filter((f) => !f.file.startsWith('libs/ui-kit/') && /<ToastProvider\b/.test(f.code));
    expect(mounts.map((f) => f.file)).toEqual(['libs/site/src/SiteProviders.tsx']);
  });

  it('lets no lib keep a toast stack of its own: they call useToast()', () => {
    const own = productFiles.filter(
      (f) =>
        !f.file.startsWith('libs/ui-kit/') &&
        /\w*Toast\w*\s*=\s*createContext|function \w*Toast(Provider|Region|Stack|Host)\b/.test(f.code),
    );
    expect(own.map((f) => f.file)).toEqual([]);
  });
});
