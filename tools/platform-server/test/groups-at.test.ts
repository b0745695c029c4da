import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import { GroupRecordError } from '../src/groups/apply.ts';
import { groupsAt } from '../src/groups/workspace.ts';

const apps = join(REPO_ROOT, 'apps');

describe('groupsAt: the brands BRAND_GROUPS names', () => {
  it('takes a folder of brands in the order of their ports, a brand folder, or its group.json', async () => {
    expect((await groupsAt([apps])).map((g) => g.id)).toEqual(['NKG01', 'LTP01']);
    expect((await groupsAt([join(apps, 'lotus-play')])).map((g) => g.id)).toEqual(['LTP01']);
    const [fromFile] = await groupsAt([join(apps, 'nakhon-gold/group.json')]);
    // The identity comes from the brand config next to the file, so nothing is typed twice.
    expect(fromFile).toMatchObject({ id: 'NKG01', brand: 'nakhon-gold', minAge: 20 });
  });

  it('refuses a path that is missing or holds no brand, naming it', async () => {
    const empty = await mkdtemp(join(tmpdir(), 'lobby-no-brands-'));
    try {
      await mkdir(join(empty, 'not-a-brand'));
      await writeFile(join(empty, 'not-a-brand', 'README.md'), 'nothing here');
      await expect(groupsAt([empty])).rejects.toThrow(GroupRecordError);
      await expect(groupsAt([empty])).rejects.toThrow(`${empty}: no group.json there`);
      await expect(groupsAt([join(empty, 'gone')])).rejects.toThrow('gone: no such file or folder');
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });
});
