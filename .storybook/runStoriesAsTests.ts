import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { beforeAll, describe, test } from 'vitest';
import preview from './preview';

type StoryModule = Parameters<typeof composeStories>[0];
type RunnableStory = { run: () => Promise<void> };

/**
 * Every story is a test: Story.run() renders it through the workspace preview (brand theme, locale,
 * ToastProvider) and runs its play function, so a failing interaction fails in vitest, in jsdom.
 */
export function runStoriesAsTests(modules: Record<string, StoryModule>, prefix = './components/') {
  const annotations = setProjectAnnotations([preview]);
  beforeAll(annotations.beforeAll);
  for (const [path, module] of Object.entries(modules)) {
    describe(path.replace(prefix, ''), () => {
      const stories = composeStories(module) as Record<string, RunnableStory>;
      for (const [name, Story] of Object.entries(stories)) {
        test(name, async () => {
          await Story.run();
        });
      }
    });
  }
}
