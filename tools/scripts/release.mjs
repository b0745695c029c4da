#!/usr/bin/env node
/**
 * Ships one brand: `npx nx run @lobby/<brand>:release` (after its build) writes dist/release/<brand>/:
 *
 *   site/         the static build, its pages pointed at the API (`<meta name="lobby-api-url">`)
 *   routes.json   the site's route table (also in site/, where servers read it)
 *   group.json    the brand's group composed: identity from brand.config.ts and group.json, so the platform can
 *                 `group apply` it (or start with BRAND_GROUPS=group.json) without the workspace
 *   nginx.conf    nginx serving site/ from the same route table, with tools/serve's headers and 404 handling
 *   DEPLOY.md     how to put the three on servers
 *
 * Options (or environment): --api / API_ORIGIN, the platform's public origin (default http://localhost:4000);
 * --listen / LISTEN (default 80); --root / SITE_ROOT, where site/ will be on the web server (default: where it is
 * written);
 * --out (default dist/release). Also `node tools/scripts/release.mjs <brand>` from the workspace root.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { RENDER_DIR } from '@lobby/serve/data-pages';
import { pointAtApi, siteHeaders } from '@lobby/serve/headers';
import { nginxConfig } from '@lobby/serve/nginx';

const root = resolve(import.meta.dirname, '../..');

function filesUnder(dir) {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** The brand's group as the platform takes it, composed by the platform's own admin CLI (`group compose`). */
function composedGroup(appDir) {
  const json = execFileSync(
    process.execPath,
    ['--import', 'tsx', 'tools/platform-server/src/cli.ts', 'group', 'compose', appDir],
    { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return JSON.parse(json);
}

function deployGuide({ brand, group, api, listen, siteRoot, pages }) {
  const games = group.games.providers === 'all' ? 'every provider' : group.games.providers.join(', ');
  const contents =
    `name, LINE, age, withdraw limits, ${group.channels.length} payment channels, ` +
    `${group.promotions.length} promotions, ${group.notices.length} notices, games of ${games}`;
  return `# Deploying ${group.name.en} (${brand})

Released ${new Date().toISOString().slice(0, 10)} by \`npx nx run @lobby/${brand}:release\`, for the platform at
\`${api}\`. To change the API origin, the listen port or where the site will live, release again, e.g.
\`API_ORIGIN=https://api.example.com LISTEN=8080 SITE_ROOT=/srv/lobby/${brand}/site\`
\`npx nx run @lobby/${brand}:release\`.

## What is here

- \`site/\`: the static build, Thai and English, ${pages} prerendered pages, hashed assets; its pages already point at
  the API (\`<meta name="lobby-api-url">\`).
- \`routes.json\`: the route table the site answers (regular expressions over the path, and each route's stand-in).
- \`nginx.conf\`: a complete nginx config serving \`site/\` from that table, with the security headers and 404 handling
  of \`tools/serve\` (header values from \`tools/serve/headers.mjs\`).
  Root: \`${siteRoot}\`; listens on ${listen}.
- \`group.json\`: the brand's group ${group.id}, composed (demo members are created on sandbox servers only):
  ${contents}.

## The site

1. Copy \`site/\` to \`${siteRoot}\` on the web server (or release with \`SITE_ROOT\`).
2. Check, then start nginx with it: \`nginx -t -c $PWD/nginx.conf -p /var/lib/lobby-${brand}/\`, then the same
   without \`-t\` (the \`-p\` folder holds the pid and temporary files); or put its \`server\` block in your nginx.
3. Put TLS in front (a load balancer or a CDN): the site is meant for HTTPS only
   (\`Strict-Transport-Security\` is sent). On a CDN, upload \`site/\` and copy the headers from \`nginx.conf\`
   (docs/serving.md).

## The platform

Apply the group to a running platform: \`npm run admin -w @lobby/platform-server -- group apply group.json\` (with
\`ADMIN_URL\` and \`ADMIN_TOKEN\`), or start the platform with it. The platform is one bundle:
\`npm run build -w @lobby/platform-server\` writes \`dist/tools/platform-server/\` (server.mjs, migrations,
schema.graphql and the two native packages); copy the folder and run

\`\`\`bash
NODE_ENV=production DATABASE_URL=postgres://… BRAND_GROUPS=/srv/lobby/${brand}/group.json \\
  CORS_ORIGINS=https://<this brand's domain> TOKEN_SECRET=… GATEWAY_SECRET=… PROVIDER_SECRET=… ADMIN_TOKEN=… \\
  node server.mjs
\`\`\`

Any number of instances can run on one PostgreSQL; see docs/serving.md for scaling out.
`;
}

/** Writes `<out>/<brand>/` from the brand's build; returns the folder. */
export function release({ brand, api = 'http://localhost:4000', listen = '80', out, siteRoot }) {
  const appDir = join(root, 'apps', brand);
  const build = join(root, 'dist/apps', brand);
  if (!existsSync(join(appDir, 'src/brand.config.ts'))) throw new Error(`${brand} is not a brand under apps/`);
  if (!existsSync(join(build, 'routes.json')))
    throw new Error(`no build of ${brand} in ${relative(root, build)}: npx nx run @lobby/${brand}:release builds it`);
  const target = resolve(out ?? join(root, 'dist/release'), brand);
  const site = join(target, 'site');
  const group = composedGroup(appDir);
  rmSync(target, { recursive: true, force: true });
  // A static host serves the build's HTML: what a Node server renders pages with at request time stays behind.
  cpSync(build, site, { recursive: true, filter: (from) => relative(build, from) !== RENDER_DIR });
  const pages = filesUnder(site).filter((file) => file.endsWith('.html'));
  for (const file of pages) writeFileSync(file, pointAtApi(readFileSync(file, 'utf8'), api));
  const routes = JSON.parse(readFileSync(join(site, 'routes.json'), 'utf8'));
  writeFileSync(join(target, 'routes.json'), `${JSON.stringify(routes, null, 2)}\n`);
  writeFileSync(join(target, 'group.json'), `${JSON.stringify(group, null, 2)}\n`);
  const headers = siteHeaders(readFileSync(join(site, 'index.html'), 'utf8'), api);
  const rootOnServer = siteRoot ?? site;
  writeFileSync(join(target, 'nginx.conf'), nginxConfig({ brand, root: rootOnServer, listen, headers, routes }));
  const guide = deployGuide({ brand, group, api, listen, siteRoot: rootOnServer, pages: pages.length });
  writeFileSync(join(target, 'DEPLOY.md'), guide);
  return target;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { api: { type: 'string' }, listen: { type: 'string' }, root: { type: 'string' }, out: { type: 'string' } },
  });
  // `nx run @lobby/<brand>:release` runs the app's npm script in the app's folder.
  const brand = positionals[0] ?? basename(process.cwd());
  const api = values.api ?? process.env.API_ORIGIN;
  try {
    const target = release({
      brand,
      api: api ?? 'http://localhost:4000',
      listen: values.listen ?? process.env.LISTEN ?? '80',
      out: values.out,
      siteRoot: values.root ?? process.env.SITE_ROOT,
    });
    const shown = target.startsWith(`${root}/`) ? relative(root, target) : target;
    console.log(`Released ${brand} to ${shown}: site/, routes.json, group.json, nginx.conf, DEPLOY.md`);
    if (!api) console.warn('No API_ORIGIN given: the release talks to http://localhost:4000 (fine for a local try).');
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
