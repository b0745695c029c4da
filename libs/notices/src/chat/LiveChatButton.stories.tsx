import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { withStrings } from '@lobby/testing';
import { noticesLocales } from '../locales';
import { LiveChatButton } from './LiveChatButton';
import { resetLiveChat } from './liveChat';

const open = fn();

/** The live chat's button: in the footer, and as the phone tab bar's contact item; only once the chat has loaded. */
const meta = {
  title: 'notices/Live chat button',
  component: LiveChatButton,
  decorators: [withStrings({ notices: noticesLocales })],
  args: { variant: 'footer' },
  beforeEach: () => {
    window.LobbyChat = { open };
    resetLiveChat('ready');
    return () => {
      resetLiveChat();
      delete window.LobbyChat;
    };
  },
} satisfies Meta<typeof LiveChatButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Footer: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'แชตกับฝ่ายบริการลูกค้า' }));
    await expect(open).toHaveBeenCalled();
  },
};

export const TabBarItem: Story = {
  args: { variant: 'tab' },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'แชตสด' })).toBeInTheDocument();
  },
};

/** Before the widget has loaded (or when the brand has none) there is no button at all. */
export const NotLoaded: Story = {
  beforeEach: () => resetLiveChat('loading'),
  play: async () => {
    await expect(screen.queryByRole('button')).toBeNull();
  },
};

/** Not loaded yet, or given up after 10 tries: the tab bar shows its usual contact link instead. */
export const GaveUp: Story = {
  args: { variant: 'tab', fallback: <a href="https://line.me/R/ti/p/@nakhongold">ติดต่อเรา</a> },
  beforeEach: () => resetLiveChat('failed'),
  play: async () => {
    await expect(await screen.findByRole('link', { name: 'ติดต่อเรา' })).toBeInTheDocument();
  },
};
