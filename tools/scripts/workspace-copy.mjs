/**
 * A throwaway copy of the workspace for tests and benchmarks that add brands (the third-brand smoke, bench:brands):
 * the source files git knows (tracked and new, not ignored: no dist, .nx, .data), and a node_modules whose packages
 * are links to this workspace's installed ones, except the workspace's own (@lobby/*), which point into the copy so
 * that the copy builds its own code.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';

export const workspaceRoot = resolve(import.meta.dirname, '../..');

const git = (cwd, ...args) => execFileSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

/** Every workspace package of a root (apps/*, libs/*, tools/*): its name and folder. */
function workspacePackages(root) {
  return ['apps', 'libs', 'tools'].flatMap((group) =>
    existsSync(join(root, group))
      ? readdirSync(join(root, group))
          .filter((name) => existsSync(join(root, group, name, 'package.json')))
          .map((name) => ({
            name: JSON.parse(readFileSync(join(root, group, name, 'package.json'), 'utf8')).name,
            dir: join(root, group, name),
          }))
      : [],
  );
}

/** Points `<root>/node_modules/@lobby/*` at the workspace packages of `root` (after a brand was added, too). */
export function linkWorkspacePackages(root) {
  const scope = join(root, 'node_modules/@lobby');
  mkdirSync(scope, { recursive: true });
  for (const { name, dir } of workspacePackages(root)) {
    const link = join(root, 'node_modules', name);
    if (!existsSync(link)) symlinkSync(dir, link);
  }
}

/** Not sources: installed packages, build and tool output, local data. */
const generated = new Set(['node_modules', 'dist', '.nx', '.data', '.git', 'test-results', 'playwright-report', 'tmp']);

/** The workspace's source files: what git knows (tracked and new, not ignored), or without git every other file. */
function sourceFiles() {
  if (existsSync(join(workspaceRoot, '.git')))
    return git(workspaceRoot, 'ls-files', '-z', '--cached', '--others', '--exclude-standard')
      .split('\0')
      .filter(Boolean);
  const walk = (dir) =>
    readdirSync(join(workspaceRoot, dir), { withFileTypes: true })
      .filter((entry) => !generated.has(entry.name))
      .flatMap((entry) => {
        const path = join(dir, entry.name);
        return entry.isDirectory() ? walk(path) : entry.isFile() ? [path] : [];
      });
  return walk('');
}

/**
 * Copies the workspace into `dest` (which must be empty or missing); with `git`, the copy is a repository with one
 * commit of everything, so `nx affected` can tell what a later edit touches.
 */
export function copyWorkspace(dest, { git: withGit = false } = {}) {
  const files = sourceFiles().filter((path) => existsSync(join(workspaceRoot, path)));
  for (const path of files) {
    mkdirSync(dirname(join(dest, path)), { recursive: true });
    copyFileSync(join(workspaceRoot, path), join(dest, path));
  }
  const modules = join(dest, 'node_modules');
  mkdirSync(modules, { recursive: true });
  // Not npm's record of what is installed (npm would rewrite it through the link when the copy's lockfile changes),
  // nor caches.
  const own = new Set(['@lobby', '.package-lock.json', '.cache', '.vite']);
  for (const entry of readdirSync(join(workspaceRoot, 'node_modules'))) {
    if (own.has(entry)) continue;
    symlinkSync(join(workspaceRoot, 'node_modules', entry), join(modules, entry));
  }
  linkWorkspacePackages(dest);
  if (withGit) {
    git(dest, 'init', '-q', '-b', 'main');
    git(dest, 'add', '-A');
    git(dest, '-c', 'user.name=lobby', '-c', 'user.email=lobby@localhost', 'commit', '-q', '-m', 'workspace copy');
  }
  return dest;
}

/** A TCP port nothing listens on now (the kernel's pick), so a run never collides with another suite's ports. */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}
