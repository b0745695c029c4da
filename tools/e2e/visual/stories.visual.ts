import { expect, test as base, type Page } from '@playwright/test';
import type { BrandConfig } from '@lobby/brand';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { brandApps, referenceBrand, workspaceRoot } from '../brands';

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  tags?: string[];
}

const viewports = {
  phone: { width: 390, height: 844 },
  tablet: { width: 820, height: 1180 },
  desktop: { width: 1366, height: 800 },
} as const;
type Viewport = keyof typeof viewports;

interface Shot {
  brand: string;
  locale: 'th' | 'en';
  viewport: Viewport;
}

const indexFile = join(workspaceRoot, 'dist/storybook/index.json');
const stories = existsSync(indexFile)
  ? Object.values(
      (JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> }).entries,
    ).filter((entry) => entry.type === 'story' && !entry.tags?.includes('no-visual'))
  : [];
const apps = brandApps();
const brands = apps.map((app) => app.id);
const reference = referenceBrand().id;
// `npm test` shoots every story in the reference brand and the `brand` stories in the others; LOBBY_VISUAL_BRANDS=all
// (`npm run visual:update`, `npm run test:all-brands`) shoots every screen in every brand.
const everyBrand = process.env.LOBBY_VISUAL_BRANDS === 'all';
// Brands that register members on the site (the others show their partner's link on every register address), and
// those that run the affiliate programme (the others send its addresses home).
const registering = new Set<string>();
const affiliating = new Set<string>();
for (const app of apps) {
  const { brand } = (await import(join(app.dir, 'src/brand.config.ts'))) as { brand: BrandConfig };
  if (!brand.hideRegister) registering.add(app.id);
  if (!brand.hideAffiliate) affiliating.add(app.id);
}

/**
 * The combinations worth a picture (each costs time and a baseline file), from the story's tags:
 * - a component (no `screen` tag): once, in the reference brand, Thai, on a desktop-sized frame (its text comes from
 *   its args; brand colours are covered by the screens and the theme tokens page, which shows every brand);
 * - `screen`: Thai on a phone and a desktop, English on a phone, in the reference brand; in every brand for a
 *   screen tagged `brand` (what differs between brands: the header, sidebar, footer and home) or when
 *   LOBBY_VISUAL_BRANDS=all;
 *   - `layout`: and Thai on a tablet (the layout's own breakpoint);
 *   - `phone-only`: a screen forced to the phone device (profile, money pages, the phone menu): Thai and English on
 *     a phone, no desktop picture (it would be the phone page stretched);
 *   - `desktop-only`: a screen of larger screens (drawers, the sidebar's icon rail): Thai and English on a desktop,
 *     no phone picture;
 *   - `needs-register`: only in brands that register on the site (not `hideRegister`): elsewhere every register
 *     address is the partner's link, which the Register story shows;
 *   - `needs-affiliate`: only in brands that run the affiliate programme (not `hideAffiliate`): elsewhere its pages
 *     are the home page.
 * `no-visual` leaves a story out.
 */
type Size = `${Shot['locale']}-${Viewport}`;

function sizesOf(tags: ReadonlySet<string>): Size[] {
  if (tags.has('phone-only')) return ['th-phone', 'en-phone'];
  if (tags.has('desktop-only')) return ['th-desktop', 'en-desktop'];
  return ['th-phone', 'th-desktop', 'en-phone', ...(tags.has('layout') ? (['th-tablet'] as const) : [])];
}

function shotsOf(entry: IndexEntry, matrix: 'run' | 'all' = everyBrand ? 'all' : 'run'): Shot[] {
  const tags = new Set(entry.tags);
  if (!tags.has('screen')) return [{ brand: reference, locale: 'th', viewport: 'desktop' }];
  return brands
    .filter((brand) => matrix === 'all' || brand === reference || tags.has('brand'))
    .filter((brand) => !tags.has('needs-register') || registering.has(brand))
    .filter((brand) => !tags.has('needs-affiliate') || affiliating.has(brand))
    .flatMap((brand) =>
      sizesOf(tags).map((size) => {
        const [locale, viewport] = size.split('-') as [Shot['locale'], Viewport];
        return { brand, locale, viewport };
      }),
    );
}

const shotName = (entry: IndexEntry, { brand, locale, viewport }: Shot) =>
  `${entry.id}--${brand}-${locale}-${viewport}`;

// One fixed instant: countdowns, "today" and expiry times draw the same every run.
const FIXED_TIME = new Date('2026-11-24T05:00:00Z');

/**
 * One Storybook frame per worker: loading the preview costs most of a second, switching stories through its
 * channel a tenth of that. Each shot sets the brand and language, renders the story afresh and waits for its play
 * function (storyRendered comes after it).
 */
const test = base.extend<object, { storybook: Page }>({
  storybook: [
    async ({ browser }, use) => {
      const page = await browser.newPage({ viewport: viewports.desktop });
      await page.clock.setFixedTime(FIXED_TIME);
      // A story's play function may follow a link: the frame stays on the Storybook preview. Frames inside a story
      // may open Storybook's own fixtures (story-fixtures/, e.g. the stand-in game window), nothing else.
      await page.route('**/*', (route) => {
        const url = route.request().url();
        return route.request().isNavigationRequest() &&
          !url.includes('/iframe.html') &&
          !url.includes('/story-fixtures/')
          ? route.abort()
          : route.continue();
      });
      await page.goto('/iframe.html?viewMode=story&id=ui-kit-button--primary');
      await page.waitForFunction(() => '__STORYBOOK_ADDONS_CHANNEL__' in window);
      await use(page);
      await page.close();
    },
    { scope: 'worker' },
  ],
});

/** Shows a story and resolves with the error it threw while rendering, if any (a broken story is no baseline). */
async function show(page: Page, storyId: string, globals: { brand: string; locale: string }): Promise<string | null> {
  const error = await page.evaluate(
    ({ storyId, globals }) =>
      new Promise<string | null>((resolve) => {
        type Channel = {
          on(event: string, fn: (...args: unknown[]) => void): void;
          off(event: string, fn: (...args: unknown[]) => void): void;
          emit(event: string, ...args: unknown[]): void;
        };
        const w = window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel; visualStory?: string };
        const channel = w.__STORYBOOK_ADDONS_CHANNEL__;
        // Settled: the story rendered and its play function ran (passed or not: a play written for another brand or
        // size may fail here, the picture still counts), then nothing happened for a moment.
        const events = ['storyRendered', 'storyThrewException', 'playFunctionThrewException', 'storyErrored'];
        let quiet: ReturnType<typeof setTimeout> | undefined;
        let thrown: string | null = null;
        const settle = () => {
          clearTimeout(quiet);
          quiet = setTimeout(() => {
            for (const event of events) channel.off(event, settle);
            channel.off('storyThrewException', noteThrown);
            channel.off('storyErrored', noteThrown);
            resolve(thrown);
          }, 250);
        };
        const noteThrown = (detail: unknown) => {
          thrown = detail instanceof Object && 'message' in detail ? String(detail.message) : String(detail);
        };
        channel.on('storyThrewException', noteThrown);
        channel.on('storyErrored', noteThrown);
        for (const event of events) channel.on(event, settle);
        channel.emit('updateGlobals', { globals });
        // The same story again (another size, brand or language) is mounted afresh.
        if (w.visualStory === storyId) channel.emit('forceRemount', { storyId });
        else channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
        w.visualStory = storyId;
      }),
    { storyId, globals },
  );
  await page.evaluate(() => document.fonts.ready);
  return error;
}

test('the built Storybook lists stories', () => {
  expect(stories.length, 'run `npm run build-storybook` first').toBeGreaterThan(20);
});

const baselineDir = join(import.meta.dirname, 'baselines');

/**
 * No baseline outlives its shot (a story removed or renamed, a combination now skipped): a stale PNG would be
 * reviewed as if it were tested. Updating the baselines (`--update-snapshots`) deletes them; a plain run names them.
 */
test('every baseline belongs to a shot', () => {
  expect(stories.length, 'run `npm run build-storybook` first').toBeGreaterThan(20);
  // Every brand's screens keep their baselines (the full matrix), though a plain run shoots only some of them.
  const shots = new Set(
    stories.flatMap((entry) => shotsOf(entry, 'all').map((shot) => `${shotName(entry, shot)}.png`)),
  );
  const orphans = readdirSync(baselineDir).filter((file) => file.endsWith('.png') && !shots.has(file));
  if (test.info().config.updateSnapshots === 'all' || test.info().config.updateSnapshots === 'changed') {
    for (const file of orphans) rmSync(join(baselineDir, file));
    return;
  }
  expect(orphans, 'baselines no story shoots: delete them (or run `npm run visual:update`)').toEqual([]);
});

for (const entry of stories) {
  for (const shot of shotsOf(entry)) {
    const { brand, locale, viewport } = shot;
    const name = shotName(entry, shot);
    test(name, async ({ storybook }) => {
      await storybook.setViewportSize(viewports[viewport]);
      let error: string | null;
      try {
        error = await show(storybook, entry.id, { brand, locale });
      } catch {
        // The frame reloaded under the call (Storybook finishing its own start-up): show the story again.
        await storybook.waitForFunction(() => '__STORYBOOK_ADDONS_CHANNEL__' in window);
        error = await show(storybook, entry.id, { brand, locale });
      }
      expect(error, 'the story renders without throwing').toBeNull();
      // Screens are what fits the frame; a component is shot whole. A story tagged `mask-busy` masks what spins
      // with the site's own retries. The shot is retaken until two in a row agree.
      await expect(storybook).toHaveScreenshot(`${name}.png`, {
        fullPage: entry.tags?.includes('screen') !== true,
        mask: entry.tags?.includes('mask-busy') ? [storybook.locator('[data-busy]')] : [],
      });
    });
  }
}
