import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner, SpinnerGlyph } from './Spinner';

describe('Spinner', () => {
  it('is a status with a readable label', () => {
    render(<Spinner label="กำลังโหลด" />);
    expect(screen.getByRole('status')).toHaveTextContent('กำลังโหลด');
  });

  it('the bare glyph is decorative', () => {
    const { container } = render(<SpinnerGlyph />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
