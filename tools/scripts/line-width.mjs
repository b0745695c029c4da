#!/usr/bin/env node
/**
 * Fails when a line of a tracked source file is longer than Prettier's printWidth (`.prettierrc.json`). Prettier
 * leaves long strings, comments and JSX text as they are, so this catches what it cannot wrap. Files that Prettier
 * ignores (`.gitignore`, `.prettierignore`) are skipped, and so are the lock file, the generated GraphQL types and a
 * brand's JSON content.
 * Width is counted as Prettier counts it: in code points, with combining marks (Thai vowels above and below, tone
 * marks) taking no column of their own, so Thai text is measured by what it occupies on screen. Markdown is not read
 * here: Prettier wraps its prose (`proseWrap: always`), and tables and code blocks keep their own lines.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const width = JSON.parse(readFileSync(join(root, '.prettierrc.json'), 'utf8')).printWidth ?? 80;
const extensions = /\.(ts|tsx|mjs|js|cjs|json|css|graphql|html|yml|yaml)$/;
// A brand's content (its group.json, the legal pages under public/) is prose in JSON strings, which no line break can
// split without changing the text: it is data the operator edits, not code.
const brandContent = /^apps\/[^/]+\/(group\.json$|public\/.*\.json$)/;
const excluded = (path) =>
  path === 'package-lock.json' ||
  path.endsWith('/package-lock.json') ||
  path.startsWith('libs/api-client/src/gql/') ||
  brandContent.test(path);

const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
const lines = (text) => text.split('\0').filter(Boolean);
// Tracked files that match an ignore file, read with git's own pattern rules (the syntax Prettier's ignore file uses).
const ignored = new Set(
  lines(git('ls-files', '-z', '--cached', '--ignored', '--exclude-from=.gitignore', '--exclude-from=.prettierignore')),
);
const files = lines(git('ls-files', '-z')).filter(
  (path) => extensions.test(path) && !excluded(path) && !ignored.has(path),
);
const present = files.filter((path) => existsSync(join(root, path)));

const long = [];
for (const path of present) {
  const text = readFileSync(join(root, path), 'utf8');
  text.split(/\r?\n/).forEach((line, index) => {
    const length = [...line.replace(/\p{M}/gu, '')].length;
    if (length > width) long.push(`${path}:${index + 1} (${length} chars)`);
  });
}

if (long.length > 0) {
  console.error(long.join('\n'));
  console.error(`${long.length} line(s) longer than ${width} characters.`);
  process.exit(1);
}
console.log(`Line width: ${present.length} files checked, no line longer than ${width} characters.`);
