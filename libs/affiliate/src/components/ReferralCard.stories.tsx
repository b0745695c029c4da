import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withStrings } from '@lobby/testing';
import { affiliateLocales } from '../locales';
import { ReferralCard } from './ReferralCard';

const link = 'https://nakhon.example/aff/NKG7K2Q9';

/** jsdom draws no canvas, so there the QR's place stays held; a browser draws it. */
const canDraw = () => !navigator.userAgent.includes('jsdom');

/** The member's affiliate link and code, each with copy; share (the device's sheet, else copy) and the link's QR. */
const meta = {
  title: 'affiliate/ReferralCard',
  component: ReferralCard,
  decorators: [withStrings({ affiliate: affiliateLocales })],
  args: { code: 'NKG7K2Q9', link, siteName: 'Nakhon Gold' },
} satisfies Meta<typeof ReferralCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Thai: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'ลิงก์แนะนำเพื่อน' })).toBeInTheDocument();
    await expect(canvas.getByTestId('affiliate-link')).toHaveTextContent(link);
    await expect(canvas.getByTestId('affiliate-code')).toHaveTextContent('NKG7K2Q9');
    await expect(canvas.getByRole('button', { name: 'คัดลอกลิงก์' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'คัดลอกรหัส' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'แชร์ลิงก์' })).toBeInTheDocument();
    if (canDraw())
      await expect(
        await canvas.findByRole('img', { name: 'QR Code ของลิงก์แนะนำเพื่อน' }, { timeout: 5000 }),
      ).toHaveAttribute('src', expect.stringMatching(/^data:image\/png/));
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Your affiliate link' })).toBeInTheDocument();
    await expect(canvas.getByText('Affiliate code')).toBeInTheDocument();
    if (canDraw())
      await expect(
        await canvas.findByRole('img', { name: 'QR code of your affiliate link' }, { timeout: 5000 }),
      ).toBeVisible();
  },
};

/** An account without an affiliate code: the card says so and offers nothing to copy. */
export const NoCode: Story = {
  args: { code: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('บัญชีนี้ยังไม่มีรหัสแนะนำเพื่อน กรุณาติดต่อฝ่ายบริการลูกค้า')).toBeInTheDocument();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/**
 * Copy the code (a toast names what was copied) and share the link through the device's share sheet (stand-ins for
 * the clipboard and the sheet, so it plays the same in any frame). Toasts come and go: no picture of it.
 */
export const CopyAndShare: Story = {
  tags: ['no-visual'],
  beforeEach: () => {
    const writeText = fn(async () => {});
    const share = fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    return () => {
      delete (navigator as { clipboard?: unknown }).clipboard;
      delete (navigator as { share?: unknown }).share;
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'คัดลอกรหัส' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith('NKG7K2Q9');
    await expect(await within(canvasElement.ownerDocument.body).findByText('คัดลอกรหัสแล้ว')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'แชร์ลิงก์' }));
    await expect(navigator.share).toHaveBeenCalledWith({
      title: 'Nakhon Gold',
      text: 'สมัครสมาชิก Nakhon Gold ผ่านลิงก์ของฉัน',
      url: link,
    });
  },
};
