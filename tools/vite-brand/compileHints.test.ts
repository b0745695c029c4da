import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from './compileHints';

const dir = mkdtempSync(join(tmpdir(), 'compile-hint-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const write = (files: Record<string, string>) => {
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
};

describe('compileHints', () => {
  it("opens every minified chunk with the hint, above Vite's preload map", async () => {
    write({
      'index.html': '<!doctype html><script type="module" src="./main.js"></script>',
      // Two lazy chunks sharing a third: the entry then carries Vite's preload map on its first line.
      'main.js': '/*! kept */\nexport const open = (n) => Promise.all([import("./a.js"), import("./b.js")]);\nopen(2);',
      'a.js': 'import { twice } from "./shared.js";\nexport const a = (n) => twice(n) + 1;',
      'b.js': 'import { twice } from "./shared.js";\nexport const b = (n) => twice(n) - 1;',
      'shared.js': 'export function twice(n) { return n * 2; }',
    });
    await build({
      root: dir,
      logLevel: 'silent',
      configFile: false,
      plugins: [compileHints()],
      build: { outDir: 'dist', minify: true },
    });
    const assets = join(dir, 'dist/assets');
    const chunks = readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(assets, file), 'utf8'));
    expect(chunks).toHaveLength(4);
    expect(chunks.some((code) => code.includes('__vite__mapDeps'))).toBe(true);
    for (const code of chunks) {
      expect(code.split('\n')[0]).toBe(COMPILE_HINT);
      expect(code.split(COMPILE_HINT)).toHaveLength(2);
    }
  });
});
