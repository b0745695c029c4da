#!/usr/bin/env node
/**
 * Creates a working brand from a name, colours and a group id:
 *   npm run new-brand -- --id siam-star --name "Siam Star" --th "สยามสตาร์" --group SST01 \
 *     --bg "#120b24" --accent "#ffb703" [--port 4202] [--dry-run]
 * Any of the six spec colours can be given too (--bgMenu, --bgCard, --bgSubBtnAndGbIcon, --bgBtnInContent).
 * It writes apps/<id>: the site (brand.config.ts, theme, logo) and its group.json (withdraw limits, payment channels of
 * every type, promotions, a notice and a demo member whose username, phone and bank account no other brand uses).
 * `npm start` then applies the group (BRAND_GROUPS=apps): the full catalogue, the channels, the promotions and the demo
 * member come up with the site, and the shared e2e suite covers it with no other edits. A taken id, group id or port
 * is refused; --dry-run prints what would be written and writes nothing.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const root = resolve(import.meta.dirname, '../..');
const hex = /^#[0-9a-fA-F]{6}$/;
// The platform's rules for a group id (libs/contract GROUP_ID_PATTERN), repeated: this script runs before any build.
const groupIdPattern = /^[A-Z][A-Z0-9]{1,19}$/;
const template = join(import.meta.dirname, 'templates/brand');

function rgb(colour) {
  return [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16));
}
function mix(a, b, weight) {
  const [ca, cb] = [rgb(a), rgb(b)];
  return `#${ca
    .map((v, i) =>
      Math.round(v + (cb[i] - v) * weight)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
function luminance(colour) {
  const lin = (c) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  const [r, g, b] = rgb(colour).map(lin);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * What the brands under apps/ already hold: ids, group ids, ports, and the demo members' usernames, phones and bank
 * numbers (the platform keeps each of those unique across brands).
 */
export function takenBy(appsDir) {
  const taken = { ids: [], groups: [], ports: [], usernames: [], phones: [], bankNos: [] };
  if (!existsSync(appsDir)) return taken;
  for (const id of readdirSync(appsDir)) {
    const file = (name) => join(appsDir, id, name);
    if (!existsSync(file('package.json'))) continue;
    taken.ids.push(id);
    const port = Number(JSON.parse(readFileSync(file('package.json'), 'utf8')).lobby?.port);
    if (port) taken.ports.push(port);
    if (existsSync(file('src/brand.config.ts'))) {
      const group = /defaultGroupId:\s*['"]([^'"]+)['"]/.exec(readFileSync(file('src/brand.config.ts'), 'utf8'))?.[1];
      if (group) taken.groups.push(group);
    }
    if (existsSync(file('group.json'))) {
      const record = JSON.parse(readFileSync(file('group.json'), 'utf8'));
      for (const m of record.demoMembers ?? []) {
        taken.usernames.push(m.username);
        taken.phones.push(m.phone);
        taken.bankNos.push(m.bankNo);
      }
      for (const c of record.channels ?? []) if (c.accountNo) taken.bankNos.push(c.accountNo);
    }
  }
  return taken;
}

/** The first of `candidates` not in `used`. */
const firstFree = (candidates, used) => candidates.find((c) => !used.includes(c));

export function brandValues(options, taken = takenBy(join(root, 'apps'))) {
  const { id, name, group } = options;
  const problems = [];
  if (!/^[a-z][a-z0-9-]{0,39}$/.test(id ?? '')) problems.push('--id must be kebab-case, e.g. siam-star');
  else if (taken.ids.includes(id)) problems.push(`--id ${id} is taken: apps/${id} exists already`);
  if (!name) problems.push('--name is required');
  if (!group) problems.push("--group (the brand's group id, e.g. SST01) is required");
  else if (!groupIdPattern.test(group)) problems.push('--group must be a capital letter, then 1-19 of A-Z 0-9');
  else if (taken.groups.includes(group)) problems.push(`--group ${group} is taken by another brand`);
  const port = options.port === undefined ? Math.max(4199, ...taken.ports) + 1 : Number(options.port);
  if (!Number.isInteger(port) || port < 1024 || port > 64535) problems.push('--port must be a number 1024-64535');
  else if (taken.ports.includes(port)) problems.push(`--port ${port} is taken by another brand`);
  for (const key of ['bg', 'accent', 'bgMenu', 'bgCard', 'bgSubBtnAndGbIcon', 'bgBtnInContent']) {
    if (options[key] !== undefined && !hex.test(options[key])) problems.push(`--${key} must be a #rrggbb colour`);
  }
  if (!options.bg || !options.accent) problems.push('--bg and --accent are required');
  if (problems.length) throw new Error(problems.join('\n'));
  const light = luminance(options.bg) > 0.4;
  const lift = light ? '#000000' : '#ffffff';
  const initials = name
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  // Made from the port (unique among brands), then checked against what the other brands' demo members hold.
  const digits = String(port).padStart(5, '0');
  const numbered = (make) => Array.from({ length: 100 }, (_, n) => make(String(n).padStart(2, '0')));
  const titleTh = options.th || name;
  return {
    id,
    name,
    titleTh,
    groupId: group,
    port: String(port),
    bg: options.bg,
    bgMenu: options.bgMenu ?? mix(options.bg, lift, 0.05),
    bgBtn: options.accent,
    bgCard: options.bgCard ?? mix(options.bg, lift, 0.09),
    bgSubBtnAndGbIcon: options.bgSubBtnAndGbIcon ?? mix(options.bg, options.accent, 0.28),
    bgBtnInContent: options.bgBtnInContent ?? mix(options.accent, '#ffffff', 0.3),
    text: light ? '#111111' : '#f5f5f5',
    initials,
    wordSize: String(Math.min(30, Math.floor(380 / Math.max(name.length, 1)))),
    // group.json: the company the channels pay, its accounts, and the demo member.
    accountName: `บจก. ${name}`,
    promptpayId: `08${digits}001`,
    walletId: `09${digits}001`,
    accountNo: firstFree(
      numbered((n) => `7${digits}01${n}`),
      taken.bankNos,
    ),
    usdtAddress: `T${group}${digits}`.padEnd(34, 'X'),
    demoUsername: firstFree(
      numbered((n) => `demo${digits}${n === '00' ? '' : n}`),
      taken.usernames,
    ),
    demoPhone: firstFree(
      numbered((n) => `081${digits}${n}`),
      taken.phones,
    ),
    demoBankNo: firstFree(
      numbered((n) => `6${digits}02${n}`),
      taken.bankNos,
    ),
  };
}

/** Puts the values in; in JSON files as JSON string content, so a name with a quote stays valid JSON. */
function fill(text, values, json = false) {
  return text.replace(/\{\{(\w+)\}\}/g, (match, key) =>
    values[key] === undefined ? match : json ? JSON.stringify(values[key]).slice(1, -1) : values[key],
  );
}

function filesUnder(dir) {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * The brand's files, filled in: [path under the app folder, content]. Throws naming every problem: bad input, a
 * taken id, group id or port.
 */
export function brandFiles(options, appsDir = join(root, 'apps')) {
  const brand = brandValues(options, takenBy(appsDir));
  const files = filesUnder(template).map((file) => {
    const path = relative(template, file);
    return [path, fill(readFileSync(file, 'utf8'), brand, path.endsWith('.json'))];
  });
  return { brand, files };
}

/** Writes apps/<id> (or <appsDir>/<id>) from the template; returns the new folder. */
export function createBrand(options, appsDir = join(root, 'apps')) {
  const { brand, files } = brandFiles(options, appsDir);
  const target = join(appsDir, brand.id);
  cpSync(template, target, { recursive: true });
  for (const [path, content] of files) writeFileSync(join(target, path), content);
  return { target, brand };
}

/** What --dry-run prints: every file with its size, and what the brand's group brings to the platform. */
export function describeBrand({ brand, files }) {
  const group = JSON.parse(files.find(([path]) => path === 'group.json')[1]);
  const member = group.demoMembers[0];
  return [
    `apps/${brand.id}/ (port ${brand.port}, group ${brand.groupId}):`,
    ...files.map(([path, content]) => `  ${path} (${Buffer.byteLength(content)} bytes)`),
    `group ${brand.groupId}: games of ${group.games.providers === 'all' ? 'every provider' : group.games.providers}; ` +
      `channels ${group.channels.map((c) => `${c.code} (${c.type})`).join(', ')}; ` +
      `promotions ${group.promotions.map((p) => p.code).join(', ')}; notices ${group.notices.length}; ` +
      `withdraw ${group.withdraw.min}-${group.withdraw.max} baht`,
    `demo member: ${member.username} / ${member.password} (phone ${member.phone}, ${member.bank} ${member.bankNo})`,
  ].join('\n');
}

function main() {
  const colours = ['bg', 'accent', 'bgMenu', 'bgCard', 'bgSubBtnAndGbIcon', 'bgBtnInContent'];
  const { values } = parseArgs({
    options: {
      ...Object.fromEntries(['id', 'name', 'th', 'group', 'port', ...colours].map((k) => [k, { type: 'string' }])),
      'dry-run': { type: 'boolean' },
    },
  });
  if (values['dry-run']) {
    console.log(`Would create (nothing written):\n${describeBrand(brandFiles(values))}`);
    return;
  }
  const { brand } = createBrand(values);
  // npm ci refuses a lockfile that misses a workspace, so record the new one.
  execFileSync('npm', ['install', '--package-lock-only', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  console.log(
    `\nCreated apps/${brand.id} (port ${brand.port}, group ${brand.groupId}, group.json for the platform). ` +
      `Build it: npx nx build @lobby/${brand.id}; start everything: npm start`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  try {
    main();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
