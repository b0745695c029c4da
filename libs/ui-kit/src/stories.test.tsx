import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { beforeAll, describe, test } from 'vitest';
import preview from '../../../.storybook/preview';

/*
 * Every story is a test: Story.run() renders it with the workspace preview (brand theme, locale,
 * ToastProvider) and runs its play function, so a failing interaction fails here, in jsdom.
 */
const annotations = setProjectAnnotations([preview]);
beforeAll(annotations.beforeAll);

type StoryModule = Parameters<typeof composeStories>[0];
const modules = import.meta.glob<StoryModule>('./components/**/*.stories.tsx', { eager: true });

for (const [path, module] of Object.entries(modules)) {
  describe(path.replace('./components/', ''), () => {
    for (const [name, Story] of Object.entries(composeStories(module))) {
      test(name, async () => {
        await Story.run();
      });
    }
  });
}
