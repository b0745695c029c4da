import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { renderScreen } from '../testing/screenStory';

/** The account pages as whole screens, in the toolbar's brand and language. */
const meta = {
  title: 'screens/Account',
  tags: ['screen'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const pageIsUp = async (canvasElement: HTMLElement, testId = 'header') =>
  within(canvasElement).findByTestId(testId, {}, { timeout: 8000 });

export const Login: Story = {
  render: renderScreen('/login'),
  play: async ({ canvasElement }) => {
    await pageIsUp(canvasElement);
    await expect(await within(canvasElement).findByRole('textbox', {}, { timeout: 8000 })).toBeInTheDocument();
  },
};

/**
 * Step 1 of 4: the phone number (later steps need an OTP from the server; Back/Forward keep them). A brand that
 * registers through its partner shows the partner's link instead.
 */
export const Register: Story = {
  render: renderScreen('/register'),
  play: async ({ canvasElement }) => {
    await pageIsUp(canvasElement);
  },
};

/**
 * What the register page keeps in the tab (sessionStorage, libs/account registerDraft): the phone a code was sent to,
 * with its reference and a resend 45 s away, and any fields already typed. A screen that starts from it opens at the
 * step the draft reaches, as after a reload.
 */
const registerDraft =
  (values: Record<string, string> = {}) =>
  () => ({
    'lobby:register-draft': JSON.stringify({
      values: { phone: '0812345678', ...values },
      sent: { phone: '0812345678', reference: 'AB23' },
      retryAt: Date.now() + 45_000,
    }),
  });

/** Waits for the register page to show step `current` (the steps before it done). */
const registerStep = async (canvasElement: HTMLElement, current: number) => {
  const page = await within(canvasElement).findByTestId('register-page', {}, { timeout: 8000 });
  await waitFor(() => expect(page.querySelectorAll('li[data-state="done"]')).toHaveLength(current - 1), {
    timeout: 8000,
  });
  return within(page);
};

/** Types the code and goes on: the server says it is right (otp/verify), which brings the bank step. */
const passOtpStep = async (canvasElement: HTMLElement) => {
  const page = await registerStep(canvasElement, 2);
  await userEvent.type(page.getByRole('textbox'), '123456');
  await userEvent.click(page.getByRole('button', { name: /ถัดไป|Next/ }));
  await within(canvasElement).findByTestId('bank-picker', {}, { timeout: 8000 });
};

/** Step 2 of 4: the code sent by SMS, its reference, and the resend countdown. */
export const RegisterOtp: Story = {
  tags: ['needs-register'],
  render: renderScreen('/register?step=2', { sessionStorage: registerDraft() }),
  play: async ({ canvasElement }) => {
    await registerStep(canvasElement, 2);
  },
};

/** Step 3 of 4: the bank account for deposits and withdrawals (reached by typing the code). */
export const RegisterBank: Story = {
  tags: ['needs-register'],
  render: renderScreen('/register?step=2', { sessionStorage: registerDraft() }),
  play: async ({ canvasElement }) => {
    await passOtpStep(canvasElement);
    await registerStep(canvasElement, 3);
  },
};

/** Step 4 of 4: name, LINE ID, username, password and the age check (the bank was chosen earlier in the tab). */
export const RegisterDetails: Story = {
  tags: ['needs-register'],
  render: renderScreen('/register?step=2', {
    sessionStorage: registerDraft({ bank: 'kbank', bankNo: '1234567890' }),
  }),
  play: async ({ canvasElement }) => {
    await passOtpStep(canvasElement);
    const page = await registerStep(canvasElement, 3);
    await userEvent.click(page.getByRole('button', { name: /ถัดไป|Next/ }));
    await registerStep(canvasElement, 4);
  },
};

/** An affiliate's link (`/aff/{code}`): the register page with the code shown read-only, in the default layout. */
export const AffiliateLink: Story = {
  render: renderScreen('/aff/NKGFRIEND'),
  play: async ({ canvasElement }) => {
    await pageIsUp(canvasElement);
  },
};

/** An affiliate's landing page (`/registerAff/{code}`): registration alone, in the bare layout (no sidebar). */
export const RegisterAff: Story = {
  render: renderScreen('/registerAff/NKGFRIEND'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('main', {}, { timeout: 8000 })).toBeInTheDocument();
    await expect(within(canvasElement).queryByTestId('sidebar')).toBeNull();
  },
};

export const Forgot: Story = {
  render: renderScreen('/forgot'),
  play: async ({ canvasElement }) => {
    await pageIsUp(canvasElement);
  },
};

export const ChangePassword: Story = {
  render: renderScreen('/resetPassword', { member: true }),
  play: async ({ canvasElement }) => {
    await pageIsUp(canvasElement);
  },
};

export const LoginWithLine: Story = {
  render: renderScreen('/loginLine'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('main', {}, { timeout: 8000 })).toBeInTheDocument();
  },
};

/** The profile is a phone page (spec §6): shot at phone size only. */
export const Profile: Story = {
  tags: ['phone-only'],
  render: renderScreen('/profile', { member: true, device: 'mobile' }),
  play: async ({ canvasElement }) => {
    await pageIsUp(canvasElement);
  },
};
