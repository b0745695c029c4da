import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { mergeConfig } from 'vite';

const apps = join(import.meta.dirname, '../apps');

// One workspace Storybook: every lib's and app's stories, themed by the brand toolbar (preview.tsx). Each brand's
// logo files are served under brand-assets/<id>/ so screens show the brand's own logo; fixtures/ (e.g. a stand-in
// game window the game page frames) under story-fixtures/.
const config: StorybookConfig = {
  stories: ['../libs/*/src/**/*.stories.@(ts|tsx)', '../apps/*/src/**/*.stories.@(ts|tsx)'],
  staticDirs: [
    ...readdirSync(apps)
      .filter((id) => existsSync(join(apps, id, 'public/brand')))
      .map((id) => ({ from: `../apps/${id}/public/brand`, to: `/brand-assets/${id}` })),
    { from: './fixtures', to: '/story-fixtures' },
  ],
  // Docs: every ui-kit component gets a page with its props and do's and don'ts (tags: ['autodocs']).
  addons: ['@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // The framework adds the React plugin; .css.ts files need vanilla-extract's.
  viteFinal: (viteConfig) => mergeConfig(viteConfig, { plugins: [vanillaExtractPlugin()] }),
};

export default config;
