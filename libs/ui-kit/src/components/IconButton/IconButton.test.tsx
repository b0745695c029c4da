import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is named by its label, not by the icon', async () => {
    const onClick = vi.fn();
    render(<IconButton label="ปิด" icon="close" onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'ปิด' });
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('accepts any element as its icon', () => {
    render(<IconButton label="LINE" icon={<span data-testid="custom" aria-hidden="true" />} />);
    expect(screen.getByRole('button', { name: 'LINE' })).toContainElement(screen.getByTestId('custom'));
  });
});
