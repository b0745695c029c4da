#!/usr/bin/env node
/**
 * Creates a working brand app from a name, colours and a group id:
 *   npm run new-brand -- --id siam-star --name "Siam Star" --th "สยามสตาร์" --group SST01 \
 *     --bg "#120b24" --accent "#ffb703"
 * Any of the six spec colours can be given too (--bgMenu, --bgCard, --bgSubBtnAndGbIcon, --bgBtnInContent).
 * The new app is built, served by `npm start` and covered by the shared e2e suite with no other edits.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const root = resolve(import.meta.dirname, '../..');
const hex = /^#[0-9a-fA-F]{6}$/;

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

export function brandValues(options, existingPorts) {
  const { id, name, group } = options;
  const problems = [];
  if (!/^[a-z][a-z0-9-]*$/.test(id ?? '')) problems.push('--id must be kebab-case, e.g. siam-star');
  if (!name) problems.push('--name is required');
  if (!group) problems.push('--group (default group id) is required');
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
  return {
    id,
    name,
    titleTh: options.th || name,
    groupId: group,
    port: String(Math.max(4199, ...existingPorts) + 1),
    bg: options.bg,
    bgMenu: options.bgMenu ?? mix(options.bg, lift, 0.05),
    bgBtn: options.accent,
    bgCard: options.bgCard ?? mix(options.bg, lift, 0.09),
    bgSubBtnAndGbIcon: options.bgSubBtnAndGbIcon ?? mix(options.bg, options.accent, 0.28),
    bgBtnInContent: options.bgBtnInContent ?? mix(options.accent, '#ffffff', 0.3),
    text: light ? '#111111' : '#f5f5f5',
    initials,
    wordSize: String(Math.min(30, Math.floor(380 / Math.max(name.length, 1)))),
  };
}

function fill(text, values) {
  return text.replace(/\{\{(\w+)\}\}/g, (match, key) => values[key] ?? match);
}

function filesUnder(dir) {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Writes apps/<id> (or <appsDir>/<id>) from the template; returns the new folder. */
export function createBrand(values, appsDir = join(root, 'apps')) {
  const ports = readdirSync(appsDir)
    .map((app) => join(appsDir, app, 'package.json'))
    .filter(existsSync)
    .map((file) => Number(JSON.parse(readFileSync(file, 'utf8')).lobby?.port) || 0);
  const brand = brandValues(values, ports);
  const target = join(appsDir, brand.id);
  if (existsSync(target)) throw new Error(`apps/${brand.id} exists already`);
  const template = join(import.meta.dirname, 'templates/brand');
  cpSync(template, target, { recursive: true });
  for (const file of filesUnder(target)) writeFileSync(file, fill(readFileSync(file, 'utf8'), brand));
  return { target, brand };
}

function main() {
  const { values } = parseArgs({
    options: Object.fromEntries(
      ['id', 'name', 'th', 'group', 'bg', 'accent', 'bgMenu', 'bgCard', 'bgSubBtnAndGbIcon', 'bgBtnInContent'].map(
        (k) => [k, { type: 'string' }],
      ),
    ),
  });
  const { brand } = createBrand(values);
  // npm ci refuses a lockfile that misses a workspace, so record the new one.
  execFileSync('npm', ['install', '--package-lock-only', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  console.log(
    `\nCreated apps/${brand.id} (port ${brand.port}). ` +
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
