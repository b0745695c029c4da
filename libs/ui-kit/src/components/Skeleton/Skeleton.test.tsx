import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('draws the requested number of text lines, hidden from assistive tech', () => {
    const { container } = render(<Skeleton lines={3} />);
    const root = container.firstElementChild as HTMLElement;
    expect(root).toHaveAttribute('aria-hidden', 'true');
    expect(root.children).toHaveLength(3);
    expect(root.lastElementChild).toHaveStyle({ width: '60%' });
  });

  it('keeps a tile aspect ratio for rects and equal sides for circles', () => {
    const { container } = render(
      <>
        <Skeleton shape="rect" ratio="3 / 4" />
        <Skeleton shape="circle" size="3rem" />
      </>,
    );
    const [rect, circle] = Array.from(container.children) as HTMLElement[];
    expect(rect).toHaveStyle({ aspectRatio: '3 / 4' });
    expect(circle).toHaveStyle({ width: '3rem', height: '3rem' });
  });
});
