import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'ui-kit/Skeleton',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A placeholder shaped like what loads. **Do** match the real layout (tile ratio, line count) so ' +
          "nothing jumps. **Don't** show skeletons for under 200 ms waits.",
      },
    },
  },
  component: Skeleton,
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shapes: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '1rem', maxWidth: '20rem' }}>
      <Skeleton lines={3} />
      <Skeleton shape="rect" ratio="16 / 9" />
      <Skeleton shape="circle" size="3rem" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const shapes = canvasElement.querySelectorAll('[aria-hidden="true"]');
    await expect(shapes.length).toBeGreaterThanOrEqual(3);
    await expect(canvasElement.querySelector('[style*="aspect-ratio"]')).toHaveStyle({ aspectRatio: '16 / 9' });
  },
};

/** Shaped like the 3-column game grid it stands in for; the grid, not the bones, says it is busy. */
export const GameTiles: Story = {
  render: () => (
    <div
      aria-busy="true"
      aria-label="กำลังโหลดเกม"
      role="group"
      style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: '0.5rem', maxWidth: '24rem' }}
    >
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} style={{ display: 'grid', gap: '0.25rem' }}>
          <Skeleton shape="rect" ratio="3 / 4" />
          <Skeleton width="80%" />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'กำลังโหลดเกม' });
    await expect(group).toHaveAttribute('aria-busy', 'true');
    // The bones stay out of the accessibility tree.
    await expect(within(group).queryAllByRole('img')).toHaveLength(0);
    await expect(group.textContent).toBe('');
  },
};
