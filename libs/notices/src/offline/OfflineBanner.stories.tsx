import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { withStrings } from '@lobby/testing';
import { noticesLocales } from '../locales';
import { OfflineNotice } from './OfflineBanner';

/** The banner shown while the browser has no network (the real one follows navigator.onLine). */
const meta = {
  title: 'notices/Offline banner',
  component: OfflineNotice,
  decorators: [withStrings({ notices: noticesLocales })],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof OfflineNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Offline: Story = {
  play: async () => {
    const banner = await screen.findByRole('alert');
    await expect(banner).toHaveTextContent('ไม่มีการเชื่อมต่ออินเทอร์เน็ต');
    await expect(banner).toHaveTextContent('ระบบจะอัปเดตให้เองเมื่อกลับมาเชื่อมต่อได้');
  },
};

export const OfflineInEnglish: Story = {
  globals: { locale: 'en' },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('You are offline');
  },
};
