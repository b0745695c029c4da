import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { brandValues, createBrand } from '@lobby/scripts/new-brand';
import { defineBrand, type BrandConfig } from '@lobby/brand';

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

describe('new-brand generator', () => {
  it('derives all six colours and the next free port from two colours', () => {
    const values = brandValues(
      { id: 'siam-star', name: 'Siam Star', group: 'SST01', bg: '#120b24', accent: '#ffb703' },
      [4200, 4201],
    );
    expect(values.port).toBe('4202');
    for (const key of ['bg', 'bgMenu', 'bgBtn', 'bgCard', 'bgSubBtnAndGbIcon', 'bgBtnInContent'])
      expect(values[key]).toMatch(/^#[0-9a-f]{6}$/i);
    expect(values.initials).toBe('SS');
  });

  it('refuses bad input with every problem named', () => {
    expect(() => brandValues({ id: 'Bad Id', bg: 'red' }, [])).toThrow(
      /--id must be kebab-case[\s\S]*--name is required[\s\S]*--group[\s\S]*--bg must be a #rrggbb colour/,
    );
  });

  it('writes a complete app whose config is valid, like the shipped brands', async () => {
    const appsDir = mkdtempSync(join(tmpdir(), 'apps-'));
    const { target } = createBrand(
      { id: 'siam-star', name: 'Siam Star', th: 'สยามสตาร์', group: 'SST01', bg: '#120b24', accent: '#ffb703' },
      appsDir,
    );
    const files = filesUnder(target)
      .map((f) => f.slice(target.length + 1))
      .sort();
    expect(files).toEqual(
      expect.arrayContaining([
        'index.html',
        'package.json',
        'playwright.config.ts',
        'vite.config.ts',
        'src/brand.config.ts',
        'src/main.tsx',
        'src/theme.css.ts',
        'public/brand/logo.svg',
        'public/brand/mark.svg',
      ]),
    );
    for (const file of filesUnder(target)) expect(readFileSync(file, 'utf8'), file).not.toMatch(/\{\{\w+\}\}/);
    const pkg = JSON.parse(readFileSync(join(target, 'package.json'), 'utf8'));
    expect(pkg.nx.tags).toEqual(['type:app']);
    // The template's config, evaluated for real: the same defineBrand every brand goes through.
    const source = readFileSync(join(target, 'src/brand.config.ts'), 'utf8');
    const literal = source.slice(source.indexOf('defineBrand(') + 'defineBrand('.length, source.lastIndexOf(');'));
    const brand: BrandConfig = defineBrand(new Function(`return (${literal});`)());
    expect(brand).toMatchObject({
      id: 'siam-star',
      siteTitle: { th: 'สยามสตาร์', en: 'Siam Star' },
      defaultGroupId: 'SST01',
    });
    expect(brand.theme.bgBtn).toBe('#ffb703');
    expect(existsSync(join(target, 'e2e'))).toBe(false);
  });
});
