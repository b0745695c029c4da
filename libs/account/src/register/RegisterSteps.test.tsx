import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeServer, fixtures, type FakeServer } from '@lobby/testing';
import { renderAccountPage } from '../testing';
import { RegisterPage } from './RegisterPage';

// Issue #18 item 9: each step is a history entry and keeps what was typed; the OTP is checked on its own step;
// 6005 counts down.
const otpCall = 'POST /api/v1/member/otp';
const verifyCall = 'POST /api/v1/member/otp/verify';
const registerCall = 'POST /api/v1/member/register';
const DRAFT_KEY = 'lobby:register-draft';

type Page = ReturnType<typeof renderAccountPage>;

function server(extra: Parameters<typeof createFakeServer>[0] = {}): FakeServer {
  return createFakeServer({
    [otpCall]: fixtures.otpSent('AB23'),
    [registerCall]: fixtures.loginAnswer('newmember'),
    ...extra,
  });
}

const open = (api: FakeServer, url = '/register', sessionStorage?: Record<string, string>) =>
  renderAccountPage(<RegisterPage />, { url, path: '/register/:id?', server: api, sessionStorage });

/** The browser's Back (-1) or Forward (1). */
const go = async (page: Page, delta: number) => {
  await act(async () => {
    await page.router.navigate(delta);
  });
};

const stepShown = () => screen.getByText(/ขั้นตอนที่ \d จาก 4/).textContent;

async function toOtp(page: Page, phone = '0812345678') {
  await page.user.type(screen.getByLabelText('เบอร์โทรศัพท์'), phone);
  await page.user.click(screen.getByRole('button', { name: 'ขอรหัส OTP' }));
  await screen.findByLabelText('รหัส OTP');
}

async function toBank(page: Page, code = '123456') {
  await page.user.type(screen.getByLabelText('รหัส OTP'), code);
  await page.user.click(screen.getByRole('button', { name: 'ถัดไป' }));
  await screen.findByLabelText('เลขที่บัญชี');
}

async function toDetails(page: Page) {
  await page.user.click(screen.getByTestId('bank-picker'));
  const sheet = await screen.findByRole('dialog', { name: 'เลือกธนาคารของคุณ' });
  await page.user.click(within(sheet).getByRole('button', { name: /ไทยพาณิชย์/ }));
  await page.user.type(screen.getByLabelText('เลขที่บัญชี'), '123-456-7890');
  await page.user.click(screen.getByRole('button', { name: 'ถัดไป' }));
  await screen.findByLabelText('ชื่อ');
}

async function typeDetails(page: Page) {
  await page.user.type(screen.getByLabelText('ชื่อ'), 'สมชาย');
  await page.user.type(screen.getByLabelText('นามสกุล'), 'ใจดี');
  await page.user.type(screen.getByLabelText('ชื่อผู้ใช้'), 'newmember');
  await page.user.type(screen.getByLabelText('รหัสผ่าน'), 'secret99');
  await page.user.type(screen.getByLabelText('ยืนยันรหัสผ่าน'), 'secret99');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('RegisterPage steps in the history', { timeout: 30_000 }, () => {
  it('Back and Forward move one step and keep everything typed, the password too', async () => {
    const api = server();
    const page = open(api);
    await toOtp(page);
    expect(page.location()).toBe('/register?step=2');
    await toBank(page);
    expect(page.location()).toBe('/register?step=3');
    await toDetails(page);
    expect(page.location()).toBe('/register?step=4');
    await typeDetails(page);

    await go(page, -1);
    expect(page.location()).toBe('/register?step=3');
    expect(stepShown()).toBe('ขั้นตอนที่ 3 จาก 4');
    expect(screen.getByTestId('bank-picker')).toHaveAccessibleName(/ไทยพาณิชย์/);
    expect(screen.getByLabelText('เลขที่บัญชี')).toHaveValue('1234567890');
    // A step reached by Back or Forward takes the focus at its first field.
    expect(screen.getByTestId('bank-picker')).toHaveFocus();
    await go(page, -1);
    expect(screen.getByLabelText('รหัส OTP')).toHaveValue('123456');
    expect(screen.getByLabelText('รหัส OTP')).toHaveFocus();
    await go(page, -1);
    expect(page.location()).toBe('/register');
    expect(screen.getByLabelText('เบอร์โทรศัพท์')).toHaveValue('0812345678');

    await go(page, 1);
    await go(page, 1);
    expect(screen.getByLabelText('เลขที่บัญชี')).toHaveValue('1234567890');
    await go(page, 1);
    expect(page.location()).toBe('/register?step=4');
    expect(screen.getByLabelText('ชื่อ')).toHaveValue('สมชาย');
    expect(screen.getByLabelText('ชื่อผู้ใช้')).toHaveValue('newmember');
    expect(screen.getByLabelText('รหัสผ่าน')).toHaveValue('secret99');
    expect(screen.getByLabelText('ยืนยันรหัสผ่าน')).toHaveValue('secret99');
    // No second SMS and no second check of an unchanged code.
    expect(api.calls(otpCall)).toHaveLength(1);
    expect(api.calls(verifyCall)).toHaveLength(1);

    await page.user.click(screen.getByRole('checkbox', { name: /ฉันมีอายุ 20 ปีขึ้นไป/ }));
    await page.user.click(screen.getByRole('button', { name: 'สมัครสมาชิก' }));
    await waitFor(() => expect(page.location()).toBe('/'));
    expect(api.calls(registerCall)[0]?.body).toMatchObject({ phone: '0812345678', otp_code: '123456', bank: 'scb' });
    // Registered: nothing of it stays in the tab.
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('the page’s own Back goes back through the history, so Forward returns to the step left', async () => {
    const page = open(server());
    await toOtp(page);
    await toBank(page);
    await page.user.type(screen.getByLabelText('เลขที่บัญชี'), '9876543210');
    await page.user.click(screen.getByRole('button', { name: 'ย้อนกลับ' }));
    await waitFor(() => expect(page.location()).toBe('/register?step=2'));
    // The router's address changes before React draws the step and its effect moves the focus.
    await waitFor(() => expect(screen.getByLabelText('รหัส OTP')).toHaveFocus());
    await go(page, 1);
    // Forward is a POP the router settles after the navigation resolves: on a loaded machine, a moment later.
    await waitFor(() => expect(screen.getByLabelText('เลขที่บัญชี')).toHaveValue('9876543210'));

    await go(page, -1);
    await page.user.click(screen.getByRole('button', { name: 'เปลี่ยนเบอร์โทรศัพท์' }));
    await waitFor(() => expect(page.location()).toBe('/register'));
    await waitFor(() => expect(screen.getByLabelText('เบอร์โทรศัพท์')).toHaveFocus());
    // Through the history (a POP), not a new entry: the browser's Back from here leaves registration.
    expect(page.router.state.historyAction).toBe('POP');
  });

  it.each(['/register?step=3', '/register?step=4', '/register?step=9', '/register?step=abc'])(
    'opens %s with nothing typed at the first step, and says so in the address',
    async (url) => {
      const page = open(server(), url);
      expect(screen.getByLabelText('เบอร์โทรศัพท์')).toBeInTheDocument();
      expect(stepShown()).toBe('ขั้นตอนที่ 1 จาก 4');
      expect(screen.queryByLabelText('เลขที่บัญชี')).toBeNull();
      await waitFor(() => expect(page.location()).toBe('/register'));
    },
  );

  it('a hand-typed step after the phone falls back to the OTP step until the code is checked', async () => {
    const page = open(server());
    await toOtp(page);
    await act(async () => {
      await page.router.navigate('/register?step=4');
    });
    expect(stepShown()).toBe('ขั้นตอนที่ 2 จาก 4');
    await waitFor(() => expect(page.location()).toBe('/register?step=2'));
  });

  it('a code changed after going back is checked again; the bank step waits for it', async () => {
    const api = server();
    const page = open(api);
    await toOtp(page);
    await toBank(page);
    await go(page, -1);
    await page.user.clear(screen.getByLabelText('รหัส OTP'));
    await page.user.type(screen.getByLabelText('รหัส OTP'), '654321');
    // Forward with a code nobody checked: still the OTP step.
    await go(page, 1);
    expect(stepShown()).toBe('ขั้นตอนที่ 2 จาก 4');
    api.on(verifyCall, fixtures.code(6001, 'invalid OTP code'));
    await page.user.click(screen.getByRole('button', { name: 'ถัดไป' }));
    expect(await screen.findByLabelText('รหัส OTP')).toHaveAccessibleDescription(/รหัส OTP ไม่ถูกต้อง/);
    expect(api.calls(verifyCall).map((c) => c.body.otp_code)).toEqual(['123456', '654321']);
  });

  it('a Back that leaves the page and a Forward that returns keep the fields, not the password or code', async () => {
    const api = server();
    const page = open(api, '/');
    await act(async () => {
      await page.router.navigate('/register');
    });
    await toOtp(page);
    await toBank(page, '975310');
    await toDetails(page);
    await typeDetails(page);
    const kept = sessionStorage.getItem(DRAFT_KEY) ?? '';
    expect(kept).toContain('สมชาย');
    expect(kept).toContain('AB23');
    expect(kept).not.toContain('secret99');
    expect(kept).not.toContain('975310');

    await go(page, -4);
    expect(screen.getByTestId('landed')).toHaveTextContent('/');
    await go(page, 1);
    expect(await screen.findByLabelText('เบอร์โทรศัพท์')).toHaveValue('0812345678');
    await go(page, 1);
    // The code sent is still the one to type (no new SMS), but the code itself was not kept.
    expect(screen.getByText('รหัสอ้างอิง AB23')).toBeInTheDocument();
    expect(screen.getByLabelText('รหัส OTP')).toHaveValue('');
    await go(page, 1);
    expect(stepShown()).toBe('ขั้นตอนที่ 2 จาก 4');
    await toBank(page, '975310');
    expect(screen.getByTestId('bank-picker')).toHaveAccessibleName(/ไทยพาณิชย์/);
    expect(screen.getByLabelText('เลขที่บัญชี')).toHaveValue('1234567890');
    await page.user.click(screen.getByRole('button', { name: 'ถัดไป' }));
    expect(await screen.findByLabelText('ชื่อ')).toHaveValue('สมชาย');
    expect(screen.getByLabelText('นามสกุล')).toHaveValue('ใจดี');
    expect(screen.getByLabelText('ชื่อผู้ใช้')).toHaveValue('newmember');
    expect(screen.getByLabelText('รหัสผ่าน')).toHaveValue('');
    expect(api.calls(otpCall)).toHaveLength(1);
  });

  it('a reload at the OTP step shows the code sent, its resend wait, and asks for no new SMS', async () => {
    const api = server();
    const first = open(api);
    await toOtp(first);
    const kept = { [DRAFT_KEY]: sessionStorage.getItem(DRAFT_KEY)! };
    first.unmount();

    open(api, '/register?step=2', kept);
    expect(await screen.findByText('รหัสอ้างอิง AB23')).toBeInTheDocument();
    expect(screen.getByLabelText('รหัส OTP')).toHaveValue('');
    expect(screen.getByTestId('otp-resend')).toBeDisabled();
    expect(screen.getByTestId('otp-resend')).toHaveTextContent(/ขอรหัสใหม่ได้ใน 00:5\d|ขอรหัสใหม่ได้ใน 01:00/);
    expect(api.calls(otpCall)).toHaveLength(1);
  });

  it('ignores a malformed draft', async () => {
    open(server(), '/register?step=2', { [DRAFT_KEY]: '{"values":{"phone":5},"sent":"x"' });
    expect(screen.getByLabelText('เบอร์โทรศัพท์')).toHaveValue('');
    expect(stepShown()).toBe('ขั้นตอนที่ 1 จาก 4');
  });
});

describe('RegisterPage checks the OTP on its own step', { timeout: 30_000 }, () => {
  it('a wrong code (6001) is said at the OTP field at once, before the bank step', async () => {
    const api = server({ [verifyCall]: fixtures.code(6001, 'invalid OTP code') });
    const page = open(api);
    await toOtp(page);
    await page.user.type(screen.getByLabelText('รหัส OTP'), '111111');
    await page.user.click(screen.getByRole('button', { name: 'ถัดไป' }));
    const code = screen.getByLabelText('รหัส OTP');
    await waitFor(() => expect(code).toHaveAccessibleDescription(/รหัส OTP ไม่ถูกต้อง/));
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveFocus();
    expect(screen.queryByLabelText('เลขที่บัญชี')).toBeNull();
    expect(page.location()).toBe('/register?step=2');
    expect(api.calls(verifyCall).map((c) => c.body)).toEqual([
      { phone: '0812345678', purpose: 'register', otp_reference: 'AB23', otp_code: '111111', groupID: 'NKG01' },
    ]);

    api.on(verifyCall, fixtures.ok({ message: 'OTP code is correct' }));
    await page.user.clear(code);
    await page.user.type(code, '123456');
    await page.user.click(screen.getByRole('button', { name: 'ถัดไป' }));
    expect(await screen.findByLabelText('เลขที่บัญชี')).toBeInTheDocument();
    expect(api.calls(registerCall)).toHaveLength(0);
  });

  it.each<[number, Record<string, unknown>, RegExp]>([
    [6000, { field: 'otp_code' }, /กรุณาขอรหัส OTP ใหม่อีกครั้ง/],
    [6006, {}, /กรุณาลองใหม่อีกครั้ง/],
  ])('code %i from the check is said at the OTP field', async (code, extra, shown) => {
    const api = server({ [verifyCall]: fixtures.code(code, 'refused', extra) });
    const page = open(api);
    await toOtp(page);
    await page.user.type(screen.getByLabelText('รหัส OTP'), '123456');
    await page.user.click(screen.getByRole('button', { name: 'ถัดไป' }));
    await waitFor(() => expect(screen.getByLabelText('รหัส OTP')).toHaveAccessibleDescription(shown));
    expect(screen.queryByLabelText('เลขที่บัญชี')).toBeNull();
  });

  it('a server that cannot be reached keeps the step and says so', async () => {
    const api = server();
    const page = open(api);
    await toOtp(page);
    api.setDown(true);
    await page.user.type(screen.getByLabelText('รหัส OTP'), '123456');
    await page.user.click(screen.getByRole('button', { name: 'ถัดไป' }));
    expect(await screen.findByTestId('form-alert')).toBeInTheDocument();
    expect(screen.getByLabelText('รหัส OTP')).toHaveValue('123456');
    expect(screen.queryByLabelText('เลขที่บัญชี')).toBeNull();
  });
});

describe('RegisterPage counts 6005 down', { timeout: 30_000 }, () => {
  it('the phone step’s button counts the server’s wait down to zero, then asks again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = server({ [otpCall]: fixtures.code(6005, 'wait', { result: { wait: 45 } }) });
    const page = open(api);
    await page.user.type(screen.getByLabelText('เบอร์โทรศัพท์'), '0812345678');
    await page.user.click(screen.getByRole('button', { name: 'ขอรหัส OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/ขอรหัส OTP บ่อยเกินไป/);
    const button = await screen.findByRole('button', { name: /ลองใหม่ได้ใน 00:4[45]/ });
    expect(button).toBeDisabled();
    await act(async () => {
      vi.advanceTimersByTime(10_000);
    });
    expect(button).toHaveTextContent(/ลองใหม่ได้ใน 00:3[45]/);
    await act(async () => {
      vi.advanceTimersByTime(36_000);
    });
    expect(button).toBeEnabled();
    expect(button).toHaveTextContent('ขอรหัส OTP');
    api.on(otpCall, fixtures.otpSent('CD45'));
    await page.user.click(button);
    expect(await screen.findByText('รหัสอ้างอิง CD45')).toBeInTheDocument();
  });

  it('the resend button counts a 6005 wait down on the OTP step', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = server();
    const page = open(api);
    await toOtp(page);
    await act(async () => {
      vi.advanceTimersByTime(61_000);
    });
    api.on(otpCall, fixtures.code(6005, 'wait', { result: { wait: 90 } }));
    await page.user.click(screen.getByTestId('otp-resend'));
    const resend = screen.getByTestId('otp-resend');
    await waitFor(() => expect(resend).toHaveTextContent(/ขอรหัสใหม่ได้ใน 01:(30|29)/));
    await act(async () => {
      vi.advanceTimersByTime(30_000);
    });
    expect(resend).toHaveTextContent(/ขอรหัสใหม่ได้ใน 01:0\d|ขอรหัสใหม่ได้ใน 00:59/);
    expect(resend).toBeDisabled();
  });
});
