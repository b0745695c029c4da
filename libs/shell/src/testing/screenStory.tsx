import type { StoryContext } from '@storybook/react-vite';
import { createGamesGraphql } from '@lobby/games/testing';
import { localizePath } from '@lobby/i18n';
import { profileWith } from '@lobby/payments/testing';
import { createFakeServer, fixtures, memberSession, type FakeServer, type GqlHandler } from '@lobby/testing';
import { saveConsent, type DeviceClass } from '@lobby/util';
// The workspace Storybook config is not an Nx project; its brand list is what the toolbar offers.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { brandConfigs } from '../../../../.storybook/brands';
import { createSiteHarness, lazyStringsLoaded, loadLazyStrings, type SiteHarnessOptions } from './siteHarness';
import { useEffect, useState } from 'react';

export interface ScreenOptions extends Omit<SiteHarnessOptions, 'server' | 'graphql' | 'brand' | 'device'> {
  /** A member (demo01) instead of a visitor. */
  member?: boolean;
  /** Answers of the platform server beside the defaults (a member's profile with every channel, balance). */
  server?: () => FakeServer;
  /** Changes to the toolbar's brand, e.g. no social links. */
  brand?: SiteHarnessOptions['brand'];
  /** Device class; by default from the frame's width, as a phone, a tablet or a desktop would report itself. */
  device?: DeviceClass;
  /** Answers of GraphQL operations beside the game defaults (@lobby/games/testing), by operation name. */
  graphql?: Record<string, GqlHandler>;
  /**
   * What an earlier visit in this tab left in sessionStorage (e.g. the register draft), made when the screen is:
   * the site's own keys are cleared first, so every screen starts as a fresh tab whatever story came before.
   */
  sessionStorage?: () => Record<string, string>;
}

/** What the platform server answers every screen: a member with all four channel types and a balance. */
export function screenServer(): FakeServer {
  return createFakeServer({
    'POST /api/v1/member/data/profile': profileWith(),
    'POST /api/v1/member/credit': fixtures.ok({ result: { balance: 4708.25, currency: 'THB' } }),
    'GET /': { code: 1, message: 'online' },
  });
}

const deviceForWidth = (width: number): DeviceClass => (width < 768 ? 'mobile' : width < 1025 ? 'ipad' : 'desktop');

/** The brand's logo files are served under brand-assets/<id>/ by Storybook (main.ts staticDirs). */
function storybookBrand(id: unknown) {
  const brand = brandConfigs.find((b) => b.id === id) ?? brandConfigs[0]!;
  const asset = (path: string | undefined) => path && path.replace(/^\/brand\//, `./brand-assets/${brand.id}/`);
  return { ...brand, logo: asset(brand.logo)!, logoMark: asset(brand.logoMark) };
}

/** The site's own storage keys and cookies go between screens (Storybook's frame keeps them from story to story). */
function freshTab(seed: Record<string, string>) {
  for (const key of Object.keys(sessionStorage)) if (key.startsWith('lobby:')) sessionStorage.removeItem(key);
  for (const [key, value] of Object.entries(seed)) sessionStorage.setItem(key, value);
  for (const entry of document.cookie.split(';')) {
    const name = entry.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  // Screens show the site as a returning visitor has it: the cookie consent already given (no banner).
  saveConsent({ chat: true, analytics: true }, new Date('2026-11-01T00:00:00Z'));
}

function Site({ url, options, storage }: ScreenProps) {
  const [harness] = useState(() => {
    freshTab(storage?.() ?? {});
    return createSiteHarness(url, options);
  });
  return harness.element;
}

interface ScreenProps {
  url: string;
  options: SiteHarnessOptions;
  storage: ScreenOptions['sessionStorage'];
}

/** The site once every feature's lazy strings are at hand (the first screen of a page waits for them). */
function Screen(props: ScreenProps) {
  const [ready, setReady] = useState(lazyStringsLoaded);
  useEffect(() => {
    if (!ready) void loadLazyStrings().then(() => setReady(true));
  }, [ready]);
  return ready ? <Site {...props} /> : null;
}

/**
 * A story render showing the whole site at `url` (layout, header, sidebar, footer and the page) in the toolbar's
 * brand and language, with fixtures for the network: never a running server.
 */
export function renderScreen(url: string, options: ScreenOptions = {}) {
  return function ScreenStory(_args: unknown, { globals }: Pick<StoryContext, 'globals'>) {
    const locale = globals.locale === 'en' ? 'en' : 'th';
    const brand = { ...storybookBrand(globals.brand), ...options.brand };
    const device = options.device ?? deviceForWidth(globalThis.innerWidth ?? 1366);
    const address = localizePath(url, locale);
    const { sessionStorage: storage, graphql, member, ...harness } = options;
    return (
      <Screen
        key={`${brand.id}|${address}|${device}`}
        url={address}
        storage={storage}
        options={{
          ...harness,
          brand,
          device,
          session: member ? memberSession : options.session,
          server: options.server?.() ?? screenServer(),
          graphql: createGamesGraphql(graphql),
        }}
      />
    );
  };
}
