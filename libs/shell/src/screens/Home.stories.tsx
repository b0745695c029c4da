import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { renderScreen } from '../testing/screenStory';

/** The home lobby as a whole screen: index header, sidebar, footer and, on phones, the tab bar. */
const meta = {
  title: 'screens/Home',
  tags: ['screen'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {
  tags: ['brand', 'layout'],
  render: renderScreen('/'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('header', {}, { timeout: 8000 })).toHaveAttribute('data-header', 'index');
    await expect(canvas.getAllByTestId('login-button').length).toBeGreaterThan(0);
  },
};

export const Member: Story = {
  tags: ['brand', 'layout'],
  render: renderScreen('/', { member: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('member-balance', {}, { timeout: 8000 })).toHaveTextContent('demo01');
  },
};

/** Desktop with the sidebar folded to its icon rail (the choice persists); phones have no rail (desktop only). */
export const SidebarRail: Story = {
  tags: ['brand', 'desktop-only'],
  render: renderScreen('/', { member: true, sideBarOpen: false }),
  play: async ({ canvasElement }) => {
    const sidebar = await within(canvasElement).findByTestId('sidebar', {}, { timeout: 8000 });
    await expect(sidebar).toHaveAttribute('data-open', 'false');
  },
};

/** A brand with no contact channels configured: the footer shows none. */
export const FooterWithoutContacts: Story = {
  render: renderScreen('/list/slot', { brand: { social: {} } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByTestId('header', {}, { timeout: 8000 });
    await expect(canvasElement.querySelector('footer a[href*="line"]')).toBeNull();
  },
};
