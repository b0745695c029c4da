import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { TextField } from './TextField';

describe('TextField', () => {
  it('ties the label to the input, even when the label is visually hidden', () => {
    render(<TextField label="ค้นหาเกม" hideLabel />);
    expect(screen.getByRole('textbox', { name: 'ค้นหาเกม' })).toBeInTheDocument();
  });

  it('describes the input by its hint, and by the error too when invalid', () => {
    const { rerender } = render(<TextField label="จำนวนเงิน" hint="ขั้นต่ำ 250 บาท" />);
    const input = screen.getByRole('textbox', { name: 'จำนวนเงิน' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('ขั้นต่ำ 250 บาท');

    rerender(<TextField label="จำนวนเงิน" hint="ขั้นต่ำ 250 บาท" error="ยอดต่ำกว่าขั้นต่ำ" />);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('ขั้นต่ำ 250 บาท ยอดต่ำกว่าขั้นต่ำ');
    const [hintId, errorId] = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(document.getElementById(errorId as string)?.querySelector('svg')).not.toBeNull();
    expect(document.getElementById(hintId as string)).toHaveTextContent('ขั้นต่ำ 250 บาท');
  });

  it("keeps a caller's aria-describedby and id", () => {
    render(
      <>
        <p id="note">โอนจากบัญชีที่ลงทะเบียนเท่านั้น</p>
        <TextField id="amount" label="จำนวนเงิน" aria-describedby="note" hint="บาท" />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'จำนวนเงิน' });
    expect(input.id).toBe('amount');
    expect(input.getAttribute('aria-describedby')).toBe('note amount-hint');
  });

  it('passes input attributes through and forwards the ref to the <input>', async () => {
    const ref = createRef<HTMLInputElement>();
    render(
      <TextField ref={ref} label="OTP" inputMode="numeric" autoComplete="one-time-code" prefix="#" suffix="บาท" />,
    );
    const input = screen.getByRole('textbox', { name: 'OTP' });
    expect(ref.current).toBe(input);
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByText('บาท')).toBeInTheDocument();
    expect(screen.getByText('#')).toBeInTheDocument();
    await userEvent.type(input, '123456');
    expect(input).toHaveValue('123456');
  });
});
