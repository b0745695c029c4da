import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../testing/renderPage';
import { digitsOnly, useForm } from './form';
import { OtpStep, PhoneStep } from './PhoneOtpStep';

function Phone({ onSubmit }: { onSubmit: () => void }) {
  const { bind } = useForm({ phone: '' });
  return (
    <PhoneStep
      phone={bind('phone', (typed) => digitsOnly(typed, 10))}
      otp={noOtp}
      alert={undefined}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    />
  );
}

type OtpState = Parameters<typeof OtpStep>[0]['otp'];
const noOtp: OtpState = { sent: null, retryAt: null, requesting: false };
const sentOtp: OtpState = {
  sent: { phone: '0812345678', reference: 'AB23', expires_in: 300, resend_in: 60 },
  retryAt: null,
  requesting: false,
};

function Code({
  children,
  otp = sentOtp,
  onChangePhone = () => undefined,
}: {
  children?: ReactNode;
  otp?: OtpState;
  onChangePhone?: () => void;
}) {
  const { bind } = useForm({ otp: '' });
  return (
    <OtpStep
      code={bind('otp')}
      otp={otp}
      alert={undefined}
      submitLabel="Next"
      onSubmit={(event) => event.preventDefault()}
      onResend={() => undefined}
      onChangePhone={onChangePhone}
    >
      {children}
    </OtpStep>
  );
}

describe('PhoneStep', () => {
  it('asks for the phone as a numeric tel input and submits with "Get OTP"', async () => {
    const onSubmit = vi.fn();
    const page = renderPage(<Phone onSubmit={onSubmit} />, { url: '/en/step', path: '/step' });
    const phone = screen.getByLabelText('Phone number');
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('autocomplete', 'tel-national');
    await page.user.type(phone, '08a1-2345 6789');
    expect(phone).toHaveValue('0812345678');
    await page.user.click(screen.getByRole('button', { name: 'Get OTP' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });
});

describe('OtpStep', () => {
  it('says where the code went, with its reference, and offers resend and change phone', async () => {
    const onChangePhone = vi.fn();
    const page = renderPage(<Code onChangePhone={onChangePhone} />, { url: '/en/step', path: '/step' });
    expect(screen.getByText(/081-234-5678/)).toBeInTheDocument();
    expect(screen.getByText('Reference AB23', { exact: false })).toBeInTheDocument();
    expect(screen.getByLabelText('OTP code')).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByTestId('otp-resend')).toBeEnabled();
    await page.user.click(screen.getByRole('button', { name: page.t('otp.changePhone') }));
    expect(onChangePhone).toHaveBeenCalledOnce();
  });

  it('shows the code large when it is the only field, and normal with more fields after it', () => {
    // The class list of the field's root (label + input box): the large look adds one class to it.
    const fieldClasses = () => screen.getByText('OTP code', { selector: 'label' }).parentElement!.className;
    const alone = renderPage(<Code />, { url: '/en/step', path: '/step' });
    const large = fieldClasses();
    alone.unmount();
    renderPage(
      <Code>
        <input aria-label="extra" />
      </Code>,
      { url: '/en/step', path: '/step' },
    );
    expect(screen.getByLabelText('extra')).toBeInTheDocument();
    const normal = fieldClasses();
    expect(large).not.toBe(normal);
    expect(large).toContain(normal);
  });

  it('renders nothing before a code is sent', () => {
    renderPage(<Code otp={noOtp} />, { url: '/en/step', path: '/step' });
    expect(screen.queryByLabelText('OTP code')).toBeNull();
  });
});
