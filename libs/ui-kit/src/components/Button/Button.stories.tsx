import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Icon } from '../Icon/Icon';
import { Button } from './Button';
import { ButtonLink } from './ButtonLink';

const meta = {
  title: 'ui-kit/Button',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'One primary action per view, labelled with a verb. **Do** use `loading` while the call runs (it ' +
          "blocks a second tap) and `block` for a form's main action on phones. **Don't** use a button to " +
          'navigate (use ButtonLink) or put two primaries side by side. **ButtonLink** takes the same look ' +
          '(variant, size, pill, block) on a link: `as` renders a router link, e.g. `<ButtonLink as={Link} ' +
          'to="/promotions">` (its props are the second tab of the table below).',
      },
    },
  },
  component: Button,
  subcomponents: { ButtonLink },
  args: { children: 'ฝากเงิน', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'outline', 'danger'] },
    pill: { control: 'boolean' },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  args: { startIcon: <Icon name="deposit" size={20} /> },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'ฝากเงิน' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(button).toHaveAttribute('type', 'button');
  },
};

export const Loading: Story = {
  args: { loading: true, children: 'กำลังถอนเงิน' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'กำลังถอนเงิน' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const HeaderPair: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Button {...args} variant="outline" size="sm" pill>
        เข้าสู่ระบบ
      </Button>
      <Button {...args} size="sm" pill>
        สมัครสมาชิก
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const login = within(canvasElement).getByRole('button', { name: 'เข้าสู่ระบบ' });
    const register = within(canvasElement).getByRole('button', { name: 'สมัครสมาชิก' });
    // Same pill shape, different looks: the outline variant is the quieter of the pair.
    const shared = login.className.split(' ').filter((c) => register.className.split(' ').includes(c));
    await expect(shared.length).toBeGreaterThan(1);
    await expect(login.className).not.toBe(register.className);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <div key={size} style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap', alignItems: 'center' }}>
          <Button {...args} size={size} variant="primary">
            ฝากเงิน
          </Button>
          <Button {...args} size={size} variant="secondary">
            ถอนเงิน
          </Button>
          <Button {...args} size={size} variant="ghost">
            ประวัติ
          </Button>
          <Button {...args} size={size} variant="danger">
            ยกเลิกรายการ
          </Button>
          <Button {...args} size={size} disabled>
            ปิดใช้งาน
          </Button>
        </div>
      ))}
      <Button {...args} block size="lg">
        สมัครสมาชิก
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: 'ฝากเงิน' })).toHaveLength(3);
    for (const button of canvas.getAllByRole('button', { name: 'ปิดใช้งาน' })) await expect(button).toBeDisabled();
  },
};

/** ButtonLink: a link with a button's look, for navigation (it opens in a new tab and reads as a link). */
export const AsLink: Story = {
  render: () => (
    <ButtonLink href="#promotions" variant="secondary">
      ดูโปรโมชั่น
    </ButtonLink>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'ดูโปรโมชั่น' });
    await expect(link).toHaveAttribute('href', '#promotions');
  },
};
