import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withStrings } from '@lobby/testing';
import { memberLocales } from '../locales';
import { art } from '../testing';
import { EventCard } from './EventPage';

/** One of the brand's events: on now or coming, its dates, what it is, and the page it leads to. */
const meta = {
  title: 'member/Event card',
  component: EventCard,
  decorators: [withStrings({ member: memberLocales }, { router: true })],
  args: {
    event: {
      _id: 'NKG01-songkran',
      code: 'NKG01-songkran',
      title: 'สงกรานต์สาดโบนัส',
      body: 'ฝากทุกวันช่วงสงกรานต์ รับโบนัสเพิ่ม 15% และลุ้นรางวัลจากทัวร์นาเมนต์สล็อต',
      img: art('SONGKRAN', 200),
      start: '2026-11-20T00:00:00.000Z',
      end: '2026-11-30T16:59:00.000Z',
      link: '/slot-tournament',
      state: 'live',
    },
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof EventCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnNow: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: 'สงกรานต์สาดโบนัส' });
    await expect(card).toHaveTextContent('กำลังจัด');
    await expect(card).toHaveTextContent('20 พ.ย. 2569 – 30 พ.ย. 2569');
    await expect(canvas.getByRole('link', { name: 'ดูกิจกรรม' })).toHaveAttribute('href', '/slot-tournament');
  },
};

/** Coming, in English: the dates ahead, and no link where the event leads nowhere yet. */
export const ComingSoon: Story = {
  globals: { locale: 'en' },
  args: {
    event: {
      _id: 'NKG01-newyear',
      code: 'NKG01-newyear',
      title: 'New Year lucky draw',
      body: 'Every 1,000 baht deposited in December is one ticket for the draw on 1 January.',
      img: null,
      start: '2026-12-01T00:00:00.000Z',
      end: '2026-12-31T16:59:00.000Z',
      link: null,
      state: 'upcoming',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: 'New Year lucky draw' });
    await expect(card).toHaveTextContent('Coming soon');
    await expect(card).toHaveTextContent('1 Dec 2026 – 31 Dec 2026');
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};
