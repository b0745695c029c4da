import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { beforeAll, describe, test } from 'vitest';
// The workspace Storybook config is not an Nx project, so there is no package name to import it by;
// the tests must render through the very decorators Storybook uses.
// eslint-disable-next-line @nx/enforce-module-boundaries
import preview from '../../../.storybook/preview';

/*
 * Every story is a test: Story.run() renders it with the workspace preview (brand theme, locale,
 * ToastProvider) plus the stories' own i18n decorator, and runs its play function, so a failing
 * interaction fails here, in jsdom.
 */
const annotations = setProjectAnnotations([preview]);
beforeAll(annotations.beforeAll);

type StoryModule = Parameters<typeof composeStories>[0];
type RunnableStory = { run: () => Promise<void> };
const modules = import.meta.glob<StoryModule>('./components/**/*.stories.tsx', { eager: true });

for (const [path, module] of Object.entries(modules)) {
  describe(path.replace('./components/', ''), () => {
    const stories = composeStories(module) as Record<string, RunnableStory>;
    for (const [name, Story] of Object.entries(stories)) {
      test(name, async () => {
        await Story.run();
      });
    }
  });
}
