// The workspace Storybook config is not an Nx project, so there is no package name to import it by;
// the tests must render through the very decorators Storybook uses.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { runStoriesAsTests } from '../../../.storybook/runStoriesAsTests';

runStoriesAsTests(import.meta.glob('./**/*.stories.tsx', { eager: true }), './');
