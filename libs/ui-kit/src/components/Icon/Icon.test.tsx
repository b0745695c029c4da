import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon } from './Icon';
import { iconNames } from './icons';

describe('Icon', () => {
  it('is hidden from assistive tech unless labelled', () => {
    const { container } = render(<Icon name="wallet" />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('becomes an image with a name when labelled', () => {
    render(<Icon name="line" label="LINE" />);
    expect(screen.getByRole('img', { name: 'LINE' })).not.toHaveAttribute('aria-hidden');
  });

  it.each(iconNames)('draws %s on the 24×24 grid with currentColor', (name) => {
    const { container } = render(<Icon name={name} size={20} />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
    expect(svg).toHaveAttribute('stroke', 'currentColor');
    expect(svg).toHaveAttribute('width', '20');
    expect(svg?.querySelector('path, circle, rect')).not.toBeNull();
  });

  it('has the whole requested set', () => {
    const required = [
      'home',
      'menu',
      'search',
      'close',
      'back',
      'chevronDown',
      'chevronRight',
      'user',
      'wallet',
      'deposit',
      'withdraw',
      'history',
      'heart',
      'heartFilled',
      'clock',
      'gift',
      'star',
      'help',
      'trophy',
      'crown',
      'casino',
      'slot',
      'fishing',
      'lotto',
      'sport',
      'demo',
      'freespin',
      'globe',
      'logout',
      'key',
      'plus',
      'refresh',
      'bell',
      'copy',
      'check',
      'chat',
      'offline',
      'info',
      'warning',
      'link',
      'line',
      'telegram',
      'facebook',
      'messenger',
      'instagram',
      'twitter',
      'youtube',
    ];
    expect([...iconNames].sort()).toEqual([...required].sort());
  });
});
