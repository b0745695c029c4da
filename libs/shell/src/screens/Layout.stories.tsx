import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { renderScreen } from '../testing/screenStory';

/** The layout's parts where the page itself is not the point: header variants and the phone menu. */
const meta = {
  title: 'screens/Layout',
  tags: ['screen'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The named header (the page's title; back on phones, the logo on larger screens, and close) for a visitor: log-in and
 * register on larger screens. The page is the help centre (libs/member), which needs no server.
 */
export const HeaderNamedVisitor: Story = {
  tags: ['brand'],
  render: renderScreen('/help'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('help-page', {}, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByTestId('header')).toHaveAttribute('data-header', 'named');
  },
};

/** A phone with the menu opened from the header: the sidebar as a drawer over the page, the page dimmed. */
export const SidebarPhoneOverlay: Story = {
  tags: ['brand', 'phone-only'],
  render: renderScreen('/', { member: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sidebar = await canvas.findByTestId('sidebar', {}, { timeout: 8000 });
    if (sidebar.dataset.open !== 'true') await userEvent.click(canvas.getByTestId('sidebar-toggle'));
    await expect(sidebar).toHaveAttribute('data-open', 'true');
  },
};
