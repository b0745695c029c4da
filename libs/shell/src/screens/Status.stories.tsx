import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFakeServer } from '@lobby/testing';
import { expect, within } from 'storybook/test';
import { renderScreen } from '../testing/screenStory';
import { failingRoute } from '../testing/siteHarness';

/** What a member sees when something is not right: 404, another error, maintenance, the API down. */
const meta = {
  title: 'screens/Status',
  tags: ['screen'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  render: renderScreen('/no-such-page'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('not-found', {}, { timeout: 8000 })).toBeInTheDocument();
  },
};

/** Any other error of a page (here its loader throws): the status and the site's own words, inside the layout. */
export const ErrorPage: Story = {
  render: renderScreen('/help', {
    mapRoutes: failingRoute('help', () => new Error('the page could not load its data')),
  }),
  play: async ({ canvasElement }) => {
    const page = await within(canvasElement).findByTestId('error-page', {}, { timeout: 8000 });
    await expect(page).toHaveTextContent('500');
  },
};

/** The platform's root answers code 0 while it is in maintenance; an online answer would send the page home. */
export const Maintenance: Story = {
  render: renderScreen('/maintenance', {
    server: () => createFakeServer({ 'GET /': { code: 0, message: 'maintenance' } }),
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', {}, { timeout: 8000 })).toBeInTheDocument();
  },
};

/** The server is down while a member's page loads: the failure screen stands in front of the page. */
export const ApiDown: Story = {
  // The balance's refresh spins with the screen's own retries: the visual run masks it.
  tags: ['mask-busy'],
  render: renderScreen('/', {
    member: true,
    server: () => {
      const server = createFakeServer();
      server.setDown(true);
      return server;
    },
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 8000 })).toBeInTheDocument();
  },
};
