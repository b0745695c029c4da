import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithLocale } from '@lobby/testing';
import { formsLocales } from './locales';
import { phoneInput } from '@lobby/contract';
import { useForm } from './form';
import { OtpStep, PhoneStep } from './PhoneOtpStep';

const namespaces = { forms: formsLocales };

function Phone({ onSubmit }: { onSubmit: () => void }) {
  const { bind } = useForm({ phone: '' });
  return (
    <PhoneStep
      phone={bind('phone', phoneInput)}
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
  sent: { phone: '0812345678', reference: 'AB23' },
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
    const page = renderWithLocale(<Phone onSubmit={onSubmit} />, { locale: 'en', namespaces });
    const phone = screen.getByLabelText('Phone number');
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('autocomplete', 'tel-national');
    await page.user.type(phone, '08a1-2345 6789');
    expect(phone).toHaveValue('0812345678');
    await page.user.click(screen.getByRole('button', { name: 'Get OTP' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('keeps every digit of a pasted number with dashes, spaces or +66 (no cut before the clean-up)', async () => {
    const page = renderWithLocale(<Phone onSubmit={() => undefined} />, { locale: 'en', namespaces });
    const phone = screen.getByLabelText('Phone number');
    await page.user.click(phone);
    await page.user.paste('085-571-3870');
    expect(phone).toHaveValue('0855713870');
    await page.user.clear(phone);
    await page.user.paste('+66 85 571 3870');
    expect(phone).toHaveValue('0855713870');
  });
});

describe('OtpStep', () => {
  it('says where the code went, with its reference, and offers resend and change phone', async () => {
    const onChangePhone = vi.fn();
    const page = renderWithLocale(<Code onChangePhone={onChangePhone} />, { locale: 'en', namespaces });
    expect(screen.getByText(/081-234-5678/)).toBeInTheDocument();
    expect(screen.getByText('Reference AB23', { exact: false })).toBeInTheDocument();
    expect(screen.getByLabelText('OTP code')).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByTestId('otp-resend')).toBeEnabled();
    await page.user.click(screen.getByRole('button', { name: 'Change phone number' }));
    expect(onChangePhone).toHaveBeenCalledOnce();
  });

  it('shows the code large when it is the only field, and normal with more fields after it', () => {
    // The class list of the field's root (label + input box): the large look adds one class to it.
    const fieldClasses = () => screen.getByText('OTP code', { selector: 'label' }).parentElement!.className;
    const alone = renderWithLocale(<Code />, { locale: 'en', namespaces });
    const large = fieldClasses();
    alone.unmount();
    renderWithLocale(
      <Code>
        <input aria-label="extra" />
      </Code>,
      { locale: 'en', namespaces },
    );
    expect(screen.getByLabelText('extra')).toBeInTheDocument();
    const normal = fieldClasses();
    expect(large).not.toBe(normal);
    expect(large).toContain(normal);
  });

  it('renders nothing before a code is sent', () => {
    renderWithLocale(<Code otp={noOtp} />, { locale: 'en', namespaces });
    expect(screen.queryByLabelText('OTP code')).toBeNull();
  });
});
