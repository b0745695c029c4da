import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { Icon } from './Icon';
import { iconNames } from './icons';

const meta = {
  title: 'ui-kit/Icon',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Line icons from one set. **Do** give `label` only when the icon stands alone and means ' +
          "something. **Don't** use an icon as the only sign of a state: pair it with a word.",
      },
    },
  },
  component: Icon,
  args: { name: 'home', size: 24 },
  argTypes: { name: { control: 'select', options: iconNames } },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {
  args: { label: 'หน้าแรก' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'หน้าแรก' })).toBeInTheDocument();
  },
};

export const Gallery: Story = {
  render: (args) => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(7rem, 1fr))',
        gap: '1rem',
        padding: 0,
        listStyle: 'none',
      }}
    >
      {iconNames.map((name) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: '0.25rem', color: vars.color.text }}>
          <Icon {...args} name={name} />
          <code style={{ fontSize: '0.75rem' }}>{name}</code>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const svgs = canvasElement.querySelectorAll('svg');
    await expect(svgs).toHaveLength(iconNames.length);
    // Decorative by default: none of them adds noise for screen readers.
    for (const svg of svgs) await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(within(canvasElement).queryAllByRole('img')).toHaveLength(0);
  },
};
