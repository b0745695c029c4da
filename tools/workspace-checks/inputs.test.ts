import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Nx replays a cached result, and `nx affected` leaves a project out, unless one of the target's inputs changed;
 * a target that reads a file outside its inputs passes on stale results. Each case below is a file a target
 * reads from outside its own project, checked against the inputs Nx resolves for that target.
 */
const root = resolve(import.meta.dirname, '../..');

// The resolution behind `nx show target inputs <project>:<target>`, in process: one project graph for every case.
const { getTaskRawInputs } = createRequire(import.meta.url)('nx/src/hasher/check-task-files') as {
  getTaskRawInputs: (taskId: string) => Promise<{ files: string[]; runtime: string[] }>;
};
const inputsOf = async (taskId: string) => new Set((await getTaskRawInputs(taskId)).files);

const projects = ['apps', 'libs', 'tools'].flatMap((group) =>
  readdirSync(join(root, group))
    .filter((name) => existsSync(join(root, group, name, 'package.json')))
    .map((name) => {
      const dir = `${group}/${name}`;
      const pkg = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
      const vitestConfig = join(root, dir, 'vitest.config.ts');
      return {
        dir,
        name: pkg.name as string,
        dependencies: Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }),
        scripts: (pkg.scripts ?? {}) as Record<string, string>,
        vitestConfig: existsSync(vitestConfig) ? readFileSync(vitestConfig, 'utf8') : '',
      };
    }),
);

function filesUnder(dir: string, match: (file: string) => boolean): string[] {
  return readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .filter((file) => match(file));
}

/** The files of `expected` that are not inputs of the task (so the test names them). */
async function missingInputs(taskId: string, expected: string[]) {
  const inputs = await inputsOf(taskId);
  return expected.filter((file) => !inputs.has(file));
}

describe('every file a target reads is one of its inputs', () => {
  const dirOf = new Map(projects.map((p) => [p.name, p.dir]));
  it.each(projects.filter((p) => p.scripts.lint).map((p) => [p.name, p] as const))(
    '%s:lint reads eslint.config.mjs and the tags of the projects it imports',
    async (name, project) => {
      const tags = project.dependencies.flatMap((dep) => (dirOf.has(dep) ? [`${dirOf.get(dep)}/package.json`] : []));
      expect(await missingInputs(`${name}:lint`, ['eslint.config.mjs', ...tags])).toEqual([]);
    },
  );

  it.each(projects.filter((p) => p.vitestConfig.includes('vitest.shared')).map((p) => [p.name, p] as const))(
    '%s:test reads vitest.shared.ts (and vitest.setup.ts through libTestConfig)',
    async (name, project) => {
      const read = ['vitest.shared.ts', ...(project.vitestConfig.includes('libTestConfig') ? ['vitest.setup.ts'] : [])];
      expect(await missingInputs(`${name}:test`, read)).toEqual([]);
    },
  );

  it("the i18n tests read every lib's and app's locales, and their code (the unused-key check)", async () => {
    const sources = ['libs', 'apps'].flatMap((group) =>
      readdirSync(join(root, group)).flatMap((name) =>
        existsSync(join(root, group, name, 'src'))
          ? filesUnder(`${group}/${name}/src`, (f) => /\.(ts|tsx)$/.test(f))
          : [],
      ),
    );
    expect(sources).toContain('libs/games/src/locales.ts');
    expect(sources).toContain('libs/payments/src/deposit/DepositTab.tsx');
    expect(await missingInputs('@lobby/i18n:test', sources)).toEqual([]);
  });

  const storybook = filesUnder('.storybook', () => true);
  const brandConfigs = readdirSync(join(root, 'apps'))
    .map((app) => `apps/${app}/src/brand.config.ts`)
    .filter((file) => existsSync(join(root, file)));
  // The workspace libs .storybook/ imports (decorators.tsx: @lobby/i18n), and what those depend on in turn.
  const byName = new Map(projects.map((p) => [p.name, p]));
  const storybookLibs = new Set<string>();
  const visit = (name: string) => {
    const project = byName.get(name);
    if (!project || storybookLibs.has(project.dir)) return;
    storybookLibs.add(project.dir);
    project.dependencies.forEach(visit);
  };
  for (const file of storybook)
    for (const [, name] of readFileSync(join(root, file), 'utf8').matchAll(/from '(@lobby\/[\w-]+)/g)) visit(name!);
  const storybookEntries = [...storybookLibs].map((dir) => `${dir}/src/index.ts`);

  it.each(projects.filter((p) => existsSync(join(root, p.dir, 'src/stories.test.tsx'))).map((p) => [p.name] as const))(
    '%s: the stories test runs .storybook/ (its preview, the brand configs, the i18n it imports)',
    async (name) => {
      expect(storybook).toContain('.storybook/preview.tsx');
      expect(storybookLibs).toContain('libs/i18n');
      expect(await missingInputs(`${name}:test`, [...storybook, ...brandConfigs, ...storybookEntries])).toEqual([]);
      // tsc follows the same imports from src/stories.test.tsx.
      expect(await missingInputs(`${name}:typecheck`, [...storybook, ...storybookEntries])).toEqual([]);
    },
  );

  // Nx sees imports, not only package.json dependencies (pluginsConfig @nx/js analyzeSourceFiles).
  it.each(
    projects
      .filter((p) => existsSync(join(root, p.dir, 'playwright.config.ts')))
      .filter((p) => readFileSync(join(root, p.dir, 'playwright.config.ts'), 'utf8').includes("'@lobby/e2e'"))
      .map((p) => [p.name] as const),
  )('%s:typecheck reads @lobby/e2e, which its playwright.config.ts imports', async (name) => {
    expect(await missingInputs(`${name}:typecheck`, ['tools/e2e/index.ts'])).toEqual([]);
  });

  it('the platform server reads the GraphQL schema by path (its tests and its bundle, which copies it)', async () => {
    const source = readFileSync(join(root, 'tools/platform-server/src/games/graphql.ts'), 'utf8');
    expect(source).toContain('libs/api-client/src/schema.graphql');
    expect(await missingInputs('@lobby/platform-server:test', ['libs/api-client/src/schema.graphql'])).toEqual([]);
    expect(await missingInputs('@lobby/platform-server:build', ['libs/api-client/src/schema.graphql'])).toEqual([]);
  });

  it("a brand's build does not read its group.json (the platform's part): no site rebuild", async () => {
    const inputs = await inputsOf('@lobby/nakhon-gold:build');
    expect(inputs).toContain('apps/nakhon-gold/src/brand.config.ts');
    expect(inputs).not.toContain('apps/nakhon-gold/group.json');
  });

  // A build made with VITE_API_URL set (as `npm start` does) is another build: Nx must not serve one for the other.
  it.each(brandConfigs.map((file) => [file.split('/')[1]!] as const))(
    '@lobby/%s:build hashes the environment Vite reads',
    async (app) => {
      const { runtime } = await getTaskRawInputs(`@lobby/${app}:build`);
      expect(runtime).toContain('node tools/scripts/build-env.mjs');
      const printed = (env: Record<string, string>) =>
        execFileSync('node', ['tools/scripts/build-env.mjs'], {
          cwd: root,
          encoding: 'utf8',
          env: { PATH: process.env.PATH!, ...env },
        });
      expect(printed({ VITE_API_URL: 'http://localhost:4000' })).not.toBe(printed({}));
      expect(printed({ LOBBY_PRERENDER: 'off' })).not.toBe(printed({}));
      expect(printed({ UNRELATED: '1' })).toBe(printed({}));
    },
  );

  it("workspace-checks reads the ESLint config and every project's package.json and entry point", async () => {
    const read = [
      'eslint.config.mjs',
      ...projects.map((p) => `${p.dir}/package.json`),
      ...projects.map((p) => `${p.dir}/src/index.ts`).filter((f) => f.startsWith('libs/') && existsSync(join(root, f))),
    ];
    expect(await missingInputs('@lobby/workspace-checks:test', read)).toEqual([]);
  });
});

// Keeps the helper honest: a file no target reads is reported missing.
it('reports a file that is not an input', async () => {
  expect(await missingInputs('@lobby/util:test', ['libs/games/src/locales.ts'])).toEqual(['libs/games/src/locales.ts']);
});
