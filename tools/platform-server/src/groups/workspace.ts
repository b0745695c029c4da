import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { GroupIdentity, GroupRecord } from '@lobby/contract/routes';
import { GroupRecordError, parseGroupRecord } from './apply.ts';

/** The fields of the brand config the platform's group takes (libs/brand BrandConfig, read without importing it). */
interface BrandIdentitySource {
  id: string;
  defaultGroupId: string;
  siteTitle: { th: string; en: string };
  social: { line?: string };
  ageBadge: number;
}

/** `https://line.me/R/ti/p/@nakhongold` → `@nakhongold`; no LINE link, or one without an @account: null. */
export function lineAccount(link: string | undefined): string | null {
  if (!link) return null;
  const account = /\/(@[\w.-]{1,40})\/?$/.exec(decodeURIComponent(new URL(link).pathname))?.[1];
  return account ?? null;
}

/** The identity half of a group, from the brand's typed config. */
export function identityOf(brand: BrandIdentitySource): GroupIdentity {
  return {
    id: brand.defaultGroupId,
    brand: brand.id,
    name: { th: brand.siteTitle.th, en: brand.siteTitle.en },
    line: lineAccount(brand.social.line),
    minAge: brand.ageBadge,
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * One brand's group record: `apps/<brand>/group.json` (or the folder) with the identity its `src/brand.config.ts`
 * gives, so nothing is typed twice. A file that carries identity fields itself (a release's `group.json`, written
 * complete) needs no brand config; where both say something, they must agree.
 */
export async function loadGroupRecord(path: string): Promise<GroupRecord> {
  const file = statSync(path).isDirectory() ? join(path, 'group.json') : path;
  if (!existsSync(file)) throw new GroupRecordError(`${path}: no group.json there`);
  let data: Record<string, unknown>;
  try {
    data = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch (error) {
    throw new GroupRecordError(`${file}: not JSON (${(error as Error).message})`);
  }
  const config = join(dirname(resolve(file)), 'src/brand.config.ts');
  if (existsSync(config)) {
    // The brand config is TypeScript: the workspace's CLI runs under tsx, which loads it as the build does.
    const { tsImport } = await import('tsx/esm/api');
    const { brand } = (await tsImport(pathToFileURL(config).href, import.meta.url)) as { brand: BrandIdentitySource };
    const identity = identityOf(brand);
    for (const [key, value] of Object.entries(identity)) {
      if (key in data && !same(data[key], value))
        throw new GroupRecordError(
          `${file}: ${key} is ${JSON.stringify(data[key])} but brand.config.ts says ${JSON.stringify(value)} ` +
            '(say it once, in brand.config.ts)',
        );
    }
    data = { ...identity, ...data };
  }
  return parseGroupRecord(data, file);
}

/** Every brand's group file in a folder of brand folders (`apps/`), in the order of their ports (the first first). */
export function groupFilesIn(folder: string): string[] {
  return readdirSync(folder)
    .filter((id) => existsSync(join(folder, id, 'group.json')) && existsSync(join(folder, id, 'package.json')))
    .map((id) => ({
      file: join(folder, id, 'group.json'),
      port: Number(JSON.parse(readFileSync(join(folder, id, 'package.json'), 'utf8')).lobby?.port) || 0,
    }))
    .sort((a, b) => a.port - b.port || a.file.localeCompare(b.file))
    .map((a) => a.file);
}

/** Every brand app's group file under `<root>/apps`. */
export function workspaceGroupFiles(root: string): string[] {
  return groupFilesIn(join(root, 'apps'));
}

/**
 * The records a list of paths names: a group.json, a brand's folder (its group.json), or a folder of brand folders
 * (`apps`: every brand in it). A path that is none of these is a GroupRecordError.
 */
export async function groupsAt(paths: string[]): Promise<GroupRecord[]> {
  const files = paths.flatMap((path) => {
    if (!existsSync(path)) throw new GroupRecordError(`${path}: no such file or folder`);
    if (!statSync(path).isDirectory() || existsSync(join(path, 'group.json'))) return [path];
    const brands = groupFilesIn(path);
    if (!brands.length) throw new GroupRecordError(`${path}: no group.json there, nor in a brand folder inside`);
    return brands;
  });
  return Promise.all(files.map(loadGroupRecord));
}

export async function workspaceGroups(root: string): Promise<GroupRecord[]> {
  return Promise.all(workspaceGroupFiles(root).map(loadGroupRecord));
}
