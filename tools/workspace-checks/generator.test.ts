import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { groupProblems, groupRecord } from '@lobby/contract/routes';
import {
  brandValues,
  createBrand,
  takenBy,
  // @ts-expect-error plain ESM script without types
} from '@lobby/scripts/new-brand';
import { defineBrand, type BrandConfig } from '@lobby/brand';

const root = resolve(import.meta.dirname, '../..');
const siamStar = {
  id: 'siam-star',
  name: 'Siam Star',
  th: 'สยามสตาร์',
  group: 'SST01',
  bg: '#120b24',
  accent: '#ffb703',
};

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** The template's config, evaluated for real: the same defineBrand every brand goes through. */
function configOf(target: string): BrandConfig {
  const source = readFileSync(join(target, 'src/brand.config.ts'), 'utf8');
  const literal = source.slice(source.indexOf('defineBrand(') + 'defineBrand('.length, source.lastIndexOf(');'));
  return defineBrand(new Function(`return (${literal});`)());
}

const nothingTaken = { ids: [], groups: [], ports: [], usernames: [], phones: [], bankNos: [] };

describe('new-brand generator', () => {
  it('derives all six colours and the next free port from two colours', () => {
    const values = brandValues(
      { id: 'siam-star', name: 'Siam Star', group: 'SST01', bg: '#120b24', accent: '#ffb703' },
      { ...nothingTaken, ports: [4200, 4201] },
    );
    expect(values.port).toBe('4202');
    for (const key of ['bg', 'bgMenu', 'bgBtn', 'bgCard', 'bgSubBtnAndGbIcon', 'bgBtnInContent'])
      expect(values[key]).toMatch(/^#[0-9a-f]{6}$/i);
    expect(values.initials).toBe('SS');
  });

  it('refuses bad input with every problem named', () => {
    expect(() => brandValues({ id: 'Bad Id', bg: 'red', group: 'sst-1', port: '80' }, nothingTaken)).toThrow(
      new RegExp(
        [
          '--id must be kebab-case',
          '--name is required',
          '--group must be a capital letter',
          '--port must be a number 1024-64535',
          '--bg must be a #rrggbb colour',
        ].join('[\\s\\S]*'),
      ),
    );
  });

  it('refuses a taken id, group id or port, saying which brand holds it', () => {
    const taken = takenBy(join(root, 'apps'));
    expect(taken.groups).toEqual(expect.arrayContaining(['NKG01', 'LTP01']));
    expect(() => brandValues({ ...siamStar, id: 'nakhon-gold', group: 'NKG01', port: '4201' }, taken)).toThrow(
      [
        '--id nakhon-gold is taken: apps/nakhon-gold exists already',
        '--group NKG01 is taken by another brand',
        '--port 4201 is taken by another brand',
      ].join('\n'),
    );
    expect(() => brandValues({ ...siamStar, group: 'LTP01' }, taken)).toThrow(/--group LTP01 is taken/);
  });

  it('writes a complete app whose config is valid, like the shipped brands', () => {
    const appsDir = mkdtempSync(join(tmpdir(), 'apps-'));
    const { target } = createBrand(siamStar, appsDir);
    const files = filesUnder(target)
      .map((f) => f.slice(target.length + 1))
      .sort();
    expect(files).toEqual(
      expect.arrayContaining([
        'group.json',
        'index.html',
        'package.json',
        'playwright.config.ts',
        'vite.config.ts',
        'src/brand.config.ts',
        'src/main.tsx',
        'src/site.ts',
        'src/theme.css.ts',
        'public/brand/logo.svg',
        'public/brand/mark.svg',
      ]),
    );
    for (const file of filesUnder(target)) expect(readFileSync(file, 'utf8'), file).not.toMatch(/\{\{\w+\}\}/);
    const pkg = JSON.parse(readFileSync(join(target, 'package.json'), 'utf8'));
    expect(pkg.nx.tags).toEqual(['type:app']);
    // Shipped on its own like every brand: `npx nx run @lobby/<id>:release`.
    expect(pkg.scripts.release).toBe('node ../../tools/scripts/release.mjs');
    const brand = configOf(target);
    expect(brand).toMatchObject({
      id: 'siam-star',
      siteTitle: { th: 'สยามสตาร์', en: 'Siam Star' },
      defaultGroupId: 'SST01',
    });
    expect(brand.theme.bgBtn).toBe('#ffb703');
    expect(existsSync(join(target, 'e2e'))).toBe(false);
  });

  it("writes the brand's group: every channel type, promotions and a notice in its languages, a demo member", () => {
    const { target } = createBrand(siamStar, mkdtempSync(join(tmpdir(), 'apps-')));
    const file = JSON.parse(readFileSync(join(target, 'group.json'), 'utf8'));
    // As `group apply` composes it: the identity from brand.config.ts, the rest from group.json.
    const record = groupRecord.parse({
      id: 'SST01',
      brand: 'siam-star',
      name: { th: 'สยามสตาร์', en: 'Siam Star' },
      line: null,
      minAge: 20,
      ...file,
    });
    expect(groupProblems(record)).toEqual([]);
    expect(record.games.providers).toBe('all');
    expect(record.channels.map((c) => c.type).sort()).toEqual(['qr-code', 'tranfer-online', 'truewallet', 'usdt-type']);
    expect(record.channels[0]!.accountName).toBe('บจก. Siam Star');
    expect(record.promotions.length).toBeGreaterThanOrEqual(1);
    for (const p of record.promotions) {
      expect(p.title.th).not.toBe(p.title.en);
      expect(p.summary.en).toMatch(/[a-z]/);
    }
    expect(record.notices).toEqual([expect.objectContaining({ title: 'ยินดีต้อนรับสู่ สยามสตาร์' })]);
    expect(record.withdraw.min).toBeLessThan(record.withdraw.max);
    expect(record.demoMembers).toHaveLength(1);
  });

  it("gives the demo member a username, phone and bank number no other brand's demo member holds", () => {
    const appsDir = mkdtempSync(join(tmpdir(), 'apps-'));
    const first = JSON.parse(readFileSync(join(createBrand(siamStar, appsDir).target, 'group.json'), 'utf8'));
    const second = JSON.parse(
      readFileSync(
        join(createBrand({ ...siamStar, id: 'moon-star', group: 'MST01' }, appsDir).target, 'group.json'),
        'utf8',
      ),
    );
    const [a, b] = [first.demoMembers[0], second.demoMembers[0]];
    expect([a.username, a.phone, a.bankNo]).not.toContain(b.username);
    expect(b.phone).not.toBe(a.phone);
    expect(b.bankNo).not.toBe(a.bankNo);
    // Against the shipped brands too (the platform keeps usernames, phones and accounts unique).
    const shipped = takenBy(join(root, 'apps'));
    const generated = brandValues(
      { ...siamStar, port: '4200', group: 'ABC01', id: 'abc' },
      {
        ...shipped,
        ports: [],
        usernames: [...shipped.usernames, 'demo04200'],
        phones: [...shipped.phones, '0810420000'],
      },
    );
    expect(generated.demoUsername).toBe('demo0420001');
    expect(generated.demoPhone).toBe('0810420001');
    expect(shipped.bankNos).not.toContain(generated.demoBankNo);
  });

  it('every brand under apps/ has the release script the template gives', () => {
    for (const id of takenBy(join(root, 'apps')).ids) {
      const pkg = JSON.parse(readFileSync(join(root, 'apps', id, 'package.json'), 'utf8'));
      expect(pkg.scripts.release, id).toBe('node ../../tools/scripts/release.mjs');
    }
  });

  it('--dry-run prints the files and the group it would create, and writes nothing', () => {
    const output = execFileSync(
      process.execPath,
      ['tools/scripts/new-brand.mjs', ...Object.entries(siamStar).flatMap(([k, v]) => [`--${k}`, v]), '--dry-run'],
      { cwd: root, encoding: 'utf8' },
    );
    expect(output).toContain('Would create (nothing written):');
    expect(output).toMatch(/apps\/siam-star\/ \(port \d+, group SST01\)/);
    expect(output).toContain('group.json');
    expect(output).toMatch(/channels promptpay \(qr-code\), truewallet \(truewallet\), kbank \(tranfer-online\)/);
    expect(output).toMatch(/demo member: demo\d+ \/ demo1234/);
    expect(existsSync(join(root, 'apps/siam-star'))).toBe(false);
  });

  it('exits non-zero with the reason on a taken id', () => {
    let failure: { status: number; stderr: string } | undefined;
    try {
      execFileSync(process.execPath, ['tools/scripts/new-brand.mjs', '--id', 'lotus-play', '--dry-run'], {
        cwd: root,
        encoding: 'utf8',
        stdio: 'pipe',
      });
    } catch (error) {
      failure = error as { status: number; stderr: string };
    }
    expect(failure?.status).toBe(1);
    expect(failure?.stderr).toContain('--id lotus-play is taken: apps/lotus-play exists already');
  });
});
