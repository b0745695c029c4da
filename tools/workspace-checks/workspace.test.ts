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

describe('workspace shape', () => {
  it.each(projects.map((p) => [p.dir, p] as const))('%s has a type: and a scope: tag', (_dir, project) => {
    const tags: string[] = project.pkg.nx?.tags ?? [];
    expect(tags.filter((t) => t.startsWith('type:'))).toHaveLength(1);
    expect(tags.some((t) => t.startsWith('scope:'))).toBe(true);
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
