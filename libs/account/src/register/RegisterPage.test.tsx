import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeServer, fixtures, type FakeServer } from '@lobby/testing';
import { selectSession } from '@lobby/auth-guards';
import { renderAccountPage } from '../testing';
import { RegisterPage } from './RegisterPage';

const otpCall = 'POST /api/v1/member/otp';
const registerCall = 'POST /api/v1/member/register';

type Page = ReturnType<typeof renderAccountPage>;

function server(extra: Parameters<typeof createFakeServer>[0] = {}): FakeServer {
  return createFakeServer({
    [otpCall]: fixtures.otpSent('AB23'),
    [registerCall]: fixtures.loginAnswer('newmember'),
    ...extra,
  });
}

async function phoneStep(page: Page, phone = '0812345678') {
  await page.user.type(screen.getByLabelText('เบอร์โทรศัพท์'), phone);
  await page.user.click(screen.getByRole('button', { name: 'ขอรหัส OTP' }));
}

async function otpStep(page: Page, code = '123456') {
  await page.user.type(await screen.findByLabelText('รหัส OTP'), code);
  await page.user.click(screen.getByRole('button', { name: 'ถัดไป' }));
}

async function bankStep(page: Page, bank = /ไทยพาณิชย์/, account = '123-456-7890') {
  await page.user.click(await screen.findByRole('button', { name: /ธนาคาร/ }));
  const sheet = await screen.findByRole('dialog', { name: 'เลือกธนาคารของคุณ' });
  await page.user.click(within(sheet).getByRole('button', { name: bank }));
  await page.user.type(screen.getByLabelText('เลขที่บัญชี'), account);
  await page.user.click(screen.getByRole('button', { name: 'ถัดไป' }));
}

async function detailsStep(page: Page, { lineId = '' }: { lineId?: string } = {}) {
  await page.user.type(await screen.findByLabelText('ชื่อ'), 'สมชาย');
  await page.user.type(screen.getByLabelText('นามสกุล'), 'ใจดี');
  if (lineId) await page.user.type(screen.getByLabelText('LINE ID'), lineId);
  await page.user.type(screen.getByLabelText('ชื่อผู้ใช้'), 'newmember');
  await page.user.type(screen.getByLabelText('รหัสผ่าน'), 'secret99');
  await page.user.type(screen.getByLabelText('ยืนยันรหัสผ่าน'), 'secret99');
  await page.user.click(screen.getByRole('checkbox', { name: /ฉันมีอายุ 20 ปีขึ้นไป/ }));
  await page.user.click(screen.getByRole('button', { name: 'สมัครสมาชิก' }));
}

afterEach(() => {
  vi.useRealTimers();
});

// Whole registrations typed key by key: slower than the default 5 s on a busy machine.
describe('RegisterPage', { timeout: 30_000 }, () => {
  it('runs phone → OTP → bank → details; sends exactly the server fields and the route’s affiliate code', async () => {
    const api = server();
    const page = renderAccountPage(<RegisterPage />, { url: '/aff/PARTNER7', path: '/aff/:id?', server: api });
    expect(screen.getByLabelText('รหัสแนะนำเพื่อน')).toHaveValue('PARTNER7');
    expect(screen.getByLabelText('รหัสแนะนำเพื่อน')).toHaveAttribute('readonly');

    await phoneStep(page);
    expect(api.calls(otpCall).map((r) => r.body)).toEqual([
      { phone: '0812345678', purpose: 'register', groupID: 'NKG01' },
    ]);
    const otpInput = await screen.findByLabelText('รหัส OTP');
    expect(otpInput).toHaveAttribute('autocomplete', 'one-time-code');
    expect(otpInput).toHaveAttribute('inputmode', 'numeric');
    // Focus moves in the step's effect, which may run after the field is found.
    await waitFor(() => expect(otpInput).toHaveFocus());
    expect(screen.getByText('รหัสอ้างอิง AB23')).toBeInTheDocument();

    await otpStep(page);
    await bankStep(page);
    await detailsStep(page);

    await waitFor(() => expect(page.location()).toBe('/'));
    expect(api.calls(registerCall).map((r) => r.body)).toEqual([
      {
        username: 'newmember',
        password: 'secret99',
        phone: '0812345678',
        bank: 'scb',
        bank_no: '1234567890',
        firstname: 'สมชาย',
        lastname: 'ใจดี',
        otp_reference: 'AB23',
        otp_code: '123456',
        groupID: 'NKG01',
        age_confirmed: 20,
        affiliate_code: 'PARTNER7',
      },
    ]);
    // The register answer carries tokens: the member is logged in without a second call.
    expect(selectSession(page.store.getState())).toMatchObject({
      accessToken: 'access-newmember',
      username: 'newmember',
    });
    expect(api.calls('POST /api/v1/member/login')).toHaveLength(0);
  });

  it.each([
    ['/register/ABC123', '/register/:id?'],
    ['/registerAff/ABC123', '/registerAff/:id?'],
  ])('takes the affiliate code from %s', async (url, path) => {
    const api = server();
    const page = renderAccountPage(<RegisterPage />, { url, path, server: api });
    await phoneStep(page);
    await otpStep(page);
    await bankStep(page);
    await detailsStep(page);
    await waitFor(() => expect(api.calls(registerCall)).toHaveLength(1));
    expect(api.calls(registerCall)[0]?.body.affiliate_code).toBe('ABC123');
  });

  it("states the brand's age: an 18+ brand shows and sends 18; the platform's refusal shows at the box", async () => {
    const api = server();
    api.on(registerCall, fixtures.code(4001, 'too young', { field: 'age_confirmed', result: { min_age: 20 } }));
    const page = renderAccountPage(<RegisterPage />, {
      url: '/register',
      path: '/register/:id?',
      server: api,
      brand: { ageBadge: 18 },
    });
    await phoneStep(page);
    await otpStep(page);
    await bankStep(page);
    await page.user.type(await screen.findByLabelText('ชื่อ'), 'สมชาย');
    await page.user.type(screen.getByLabelText('นามสกุล'), 'ใจดี');
    await page.user.type(screen.getByLabelText('ชื่อผู้ใช้'), 'newmember');
    await page.user.type(screen.getByLabelText('รหัสผ่าน'), 'secret99');
    await page.user.type(screen.getByLabelText('ยืนยันรหัสผ่าน'), 'secret99');
    // Unticked: refused here, without a call.
    await page.user.click(screen.getByRole('button', { name: 'สมัครสมาชิก' }));
    const box = screen.getByRole('checkbox', { name: /ฉันมีอายุ 18 ปีขึ้นไป/ });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box.closest('label')).toHaveTextContent('18+');
    expect(api.calls(registerCall)).toHaveLength(0);
    await page.user.click(box);
    await page.user.click(screen.getByRole('button', { name: 'สมัครสมาชิก' }));
    await waitFor(() => expect(api.calls(registerCall)).toHaveLength(1));
    expect(api.calls(registerCall)[0]!.body.age_confirmed).toBe(18);
    expect(await screen.findByText('เว็บไซต์นี้สำหรับผู้มีอายุ 20 ปีขึ้นไปเท่านั้น กรุณายืนยันอายุของคุณ')).toBeVisible();
    await waitFor(() => expect(box).toHaveFocus());
  });

  it('sends no affiliate code without one and a LINE ID only when given', async () => {
    const api = server();
    const page = renderAccountPage(<RegisterPage />, { url: '/register', path: '/register/:id?', server: api });
    expect(screen.queryByLabelText('รหัสแนะนำเพื่อน')).toBeNull();
    await phoneStep(page);
    await otpStep(page);
    await bankStep(page);
    await detailsStep(page, { lineId: 'somchai.j' });
    await waitFor(() => expect(api.calls(registerCall)).toHaveLength(1));
    const body = api.calls(registerCall)[0]!.body;
    expect(body).not.toHaveProperty('affiliate_code');
    expect(body.line_id).toBe('somchai.j');
  });

  it('lets a new OTP be asked for only after 60 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = server();
    const page = renderAccountPage(<RegisterPage />, { url: '/register', path: '/register/:id?', server: api });
    await phoneStep(page);
    const resend = await screen.findByTestId('otp-resend');
    expect(resend).toBeDisabled();
    expect(resend).toHaveTextContent('ขอรหัสใหม่ได้ใน 01:00');
    await act(async () => {
      vi.advanceTimersByTime(58_000);
    });
    expect(resend).toBeDisabled();
    expect(resend).toHaveTextContent(/ขอรหัสใหม่ได้ใน 00:0[12]/);
    await page.user.click(resend).catch(() => undefined);
    expect(api.calls(otpCall)).toHaveLength(1);
    await act(async () => {
      vi.advanceTimersByTime(2_500);
    });
    expect(resend).toBeEnabled();
    expect(resend).toHaveTextContent('ขอรหัสใหม่');
    await page.user.click(resend);
    await waitFor(() => expect(api.calls(otpCall)).toHaveLength(2));
    expect(await screen.findByText('ส่งรหัส OTP ใหม่แล้ว')).toBeInTheDocument();
    expect(screen.getByTestId('otp-resend')).toBeDisabled();
  });

  it('waits as long as the server says after 6005', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = server();
    const page = renderAccountPage(<RegisterPage />, { url: '/register', path: '/register/:id?', server: api });
    await phoneStep(page);
    await screen.findByLabelText('รหัส OTP');
    await act(async () => {
      vi.advanceTimersByTime(61_000);
    });
    api.on(otpCall, fixtures.code(6005, 'wait', { result: { wait: 120 } }));
    await page.user.click(screen.getByTestId('otp-resend'));
    expect(await screen.findByRole('alert')).toHaveTextContent('ขอรหัส OTP บ่อยเกินไป กรุณารออีก 2 นาที');
    expect(screen.getByTestId('otp-resend')).toHaveTextContent('ขอรหัสใหม่ได้ใน 02:00');
  });

  it('validates the phone inline in Thai and English', async () => {
    const api = server();
    const th = renderAccountPage(<RegisterPage />, { url: '/register', path: '/register/:id?', server: api });
    await phoneStep(th, '0212345678');
    const phone = screen.getByLabelText('เบอร์โทรศัพท์');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    const invalidPhone = /เบอร์โทรศัพท์ไม่ถูกต้อง ต้องเป็นตัวเลข 10 หลัก ขึ้นต้นด้วย 06, 08 หรือ 09/;
    expect(phone).toHaveAccessibleDescription(invalidPhone);
    expect(phone).toHaveFocus();
    expect(api.calls(otpCall)).toHaveLength(0);
    th.unmount();

    const en = renderAccountPage(<RegisterPage />, { url: '/en/register', path: '/register/:id?', server: api });
    await en.user.type(screen.getByLabelText('Phone number'), '081234567');
    await en.user.click(screen.getByRole('button', { name: 'Get OTP' }));
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(
      /Invalid phone number: 10 digits starting with 06, 08 or 09/,
    );
    expect(api.calls(otpCall)).toHaveLength(0);
  });

  it('keeps only digits in the phone, OTP and account number inputs', async () => {
    const page = renderAccountPage(<RegisterPage />, { url: '/register', path: '/register/:id?', server: server() });
    await page.user.type(screen.getByLabelText('เบอร์โทรศัพท์'), '08a1-2345 6789');
    expect(screen.getByLabelText('เบอร์โทรศัพท์')).toHaveValue('0812345678');
  });

  it('asks for a 6-digit OTP', async () => {
    const page = renderAccountPage(<RegisterPage />, { url: '/register', path: '/register/:id?', server: server() });
    await phoneStep(page);
    await otpStep(page, '123');
    expect(screen.getByLabelText('รหัส OTP')).toHaveAccessibleDescription(/กรุณากรอกรหัส OTP 6 หลัก/);
  });

  it('needs a bank and a 10-12 digit account number', async () => {
    const page = renderAccountPage(<RegisterPage />, { url: '/register', path: '/register/:id?', server: server() });
    await phoneStep(page);
    await otpStep(page);
    await page.user.type(await screen.findByLabelText('เลขที่บัญชี'), '12345');
    await page.user.click(screen.getByRole('button', { name: 'ถัดไป' }));
    const picker = screen.getByTestId('bank-picker');
    expect(picker).toHaveAttribute('aria-invalid', 'true');
    expect(picker).toHaveAccessibleDescription('กรุณาเลือกธนาคาร');
    expect(picker).toHaveFocus();
    const bankNo = screen.getByLabelText('เลขที่บัญชี');
    expect(bankNo).toHaveAccessibleDescription(/เลขที่บัญชีไม่ถูกต้อง ต้องเป็นตัวเลข 10-12 หลัก/);
  });

  it('lists the 14 banks of spec §3 with their names and colour badges', async () => {
    const page = renderAccountPage(<RegisterPage />, { url: '/en/register', path: '/register/:id?', server: server() });
    await page.user.type(screen.getByLabelText('Phone number'), '0812345678');
    await page.user.click(screen.getByRole('button', { name: 'Get OTP' }));
    await page.user.type(await screen.findByLabelText('OTP code'), '123456');
    await page.user.click(screen.getByRole('button', { name: 'Next' }));
    await page.user.click(await screen.findByTestId('bank-picker'));
    const sheet = await screen.findByRole('dialog', { name: 'Choose your bank' });
    const options = within(sheet).getAllByRole('listitem');
    expect(options).toHaveLength(14);
    expect(options[0]).toHaveTextContent('Siam Commercial Bank');
    expect(options[0]).toHaveTextContent('ไทยพาณิชย์');
    const badge = options[1]!.querySelector('[data-bank="kbank"]') as HTMLElement;
    expect(badge.getAttribute('style')).toContain('#117a2b');
    await page.user.click(within(sheet).getByRole('button', { name: /Kasikorn Bank/ }));
    expect(screen.getByTestId('bank-picker')).toHaveAccessibleName(/Bank Kasikorn Bank/);
  });

  it('checks the details: names, username, password ≥ 6, matching repeat and the 20+ box', async () => {
    const api = server();
    const page = renderAccountPage(<RegisterPage />, { url: '/register', path: '/register/:id?', server: api });
    await phoneStep(page);
    await otpStep(page);
    await bankStep(page);
    await page.user.type(await screen.findByLabelText('ชื่อผู้ใช้'), 'ab');
    await page.user.type(screen.getByLabelText('รหัสผ่าน'), '12345');
    await page.user.type(screen.getByLabelText('ยืนยันรหัสผ่าน'), '123456');
    await page.user.click(screen.getByRole('button', { name: 'สมัครสมาชิก' }));
    expect(screen.getByLabelText('ชื่อ')).toHaveFocus();
    expect(screen.getByLabelText('ชื่อ')).toHaveAccessibleDescription(/กรุณากรอกชื่อ/);
    expect(screen.getByLabelText('นามสกุล')).toHaveAccessibleDescription('กรุณากรอกนามสกุล');
    expect(screen.getByLabelText('ชื่อผู้ใช้')).toHaveAccessibleDescription(
      /ชื่อผู้ใช้ต้องเป็นภาษาอังกฤษ ตัวเลข หรือ _ ความยาว 4-20 ตัว/,
    );
    expect(screen.getByLabelText('รหัสผ่าน')).toHaveAccessibleDescription(/รหัสผ่านต้องมีอย่างน้อย 6 ตัวอักษร/);
    expect(screen.getByLabelText('ยืนยันรหัสผ่าน')).toHaveAccessibleDescription('รหัสผ่านทั้งสองช่องไม่ตรงกัน');
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription('กรุณายืนยันว่าคุณมีอายุ 20 ปีขึ้นไป');
    expect(api.calls(registerCall)).toHaveLength(0);
  });

  it('sends a wrong OTP (6001) back to the OTP step with its message', async () => {
    const api = server({ [registerCall]: fixtures.code(6001, 'invalid OTP code') });
    const page = renderAccountPage(<RegisterPage />, { url: '/register', path: '/register/:id?', server: api });
    await phoneStep(page);
    await otpStep(page);
    await bankStep(page);
    await detailsStep(page);
    const otp = await screen.findByLabelText('รหัส OTP');
    await waitFor(() => expect(otp).toHaveFocus());
    expect(otp).toHaveAccessibleDescription(/รหัส OTP ไม่ถูกต้อง/);
  });

  it('shows 6000 about line_id as "LINE ID already used" at that field', async () => {
    const api = server({ [registerCall]: fixtures.code(6000, 'already used', { field: 'line_id' }) });
    const page = renderAccountPage(<RegisterPage />, { url: '/register', path: '/register/:id?', server: api });
    await phoneStep(page);
    await otpStep(page);
    await bankStep(page);
    await detailsStep(page, { lineId: 'taken.id' });
    await waitFor(() => {
      expect(screen.getByLabelText('LINE ID')).toHaveAccessibleDescription(/LINE ID นี้ถูกใช้งานแล้ว/);
    });
  });

  const alreadyRegistered = 'เบอร์โทรศัพท์หรือบัญชีนี้ถูกใช้สมัครแล้ว กรุณาติดต่อฝ่ายบริการลูกค้า';
  it.each<[number, string, string]>([
    [9998, 'contact admin to verify your identity', 'กรุณาติดต่อฝ่ายบริการลูกค้าเพื่อยืนยันตัวตน'],
    [4000, 'bank_no must be 10 to 12 digits', 'กรุณากรอกข้อมูลให้ครบถ้วนและถูกต้อง'],
    [6002, 'phone or bank account already registered: contact admin', alreadyRegistered],
  ])('shows register code %i as its message', async (code, serverMessage, shown) => {
    const api = server({ [registerCall]: fixtures.code(code, serverMessage) });
    const page = renderAccountPage(<RegisterPage />, { url: '/register', path: '/register/:id?', server: api });
    await phoneStep(page);
    await otpStep(page);
    await bankStep(page);
    await detailsStep(page);
    expect(await screen.findByTestId('form-alert')).toHaveTextContent(shown);
    // Still on the details step (the step is in the address), not logged in and sent home.
    expect(page.location()).toBe('/register?step=4');
  });

  it('sends 6000 about otp_code back to the OTP step even with a LINE ID typed', async () => {
    const api = server({ [registerCall]: fixtures.code(6000, 'LINE OTP expired', { field: 'otp_code' }) });
    const page = renderAccountPage(<RegisterPage />, { url: '/register', path: '/register/:id?', server: api });
    await phoneStep(page);
    await otpStep(page);
    await bankStep(page);
    await detailsStep(page, { lineId: 'somchai.j' });
    const otp = await screen.findByLabelText('รหัส OTP');
    expect(otp).toHaveAccessibleDescription(/กรุณาขอรหัส OTP ใหม่อีกครั้ง/);
  });

  it('points 6002 about bank_no at the account number, and about phone at the phone', async () => {
    const api = server({ [registerCall]: fixtures.code(6002, 'already registered', { field: 'bank_no' }) });
    const page = renderAccountPage(<RegisterPage />, { url: '/register', path: '/register/:id?', server: api });
    await phoneStep(page);
    await otpStep(page);
    await bankStep(page);
    await detailsStep(page);
    const bankNo = await screen.findByLabelText('เลขที่บัญชี');
    await waitFor(() => expect(bankNo).toHaveFocus());
    expect(bankNo).toHaveAccessibleDescription(/เบอร์โทรศัพท์หรือบัญชีนี้ถูกใช้สมัครแล้ว/);

    api.on(registerCall, fixtures.code(6002, 'already registered', { field: 'phone' }));
    await page.user.click(screen.getByRole('button', { name: 'ถัดไป' }));
    await page.user.click(await screen.findByRole('button', { name: 'สมัครสมาชิก' }));
    const phone = await screen.findByLabelText('เบอร์โทรศัพท์');
    await waitFor(() => expect(phone).toHaveFocus());
    expect(phone).toHaveAccessibleDescription(/เบอร์โทรศัพท์หรือบัญชีนี้ถูกใช้สมัครแล้ว/);
  });

  it('counts the submit button down when register answers 6005', async () => {
    const api = server({ [registerCall]: fixtures.code(6005, 'too many attempts', { result: { wait: 90 } }) });
    const page = renderAccountPage(<RegisterPage />, { url: '/register', path: '/register/:id?', server: api });
    await phoneStep(page);
    await otpStep(page);
    await bankStep(page);
    await detailsStep(page);
    expect(await screen.findByTestId('form-alert')).toHaveTextContent('ขอรหัส OTP บ่อยเกินไป กรุณารออีก 1 นาที 30 วินาที');
    const submit = await screen.findByRole('button', { name: /ลองใหม่ได้ใน 01:[23]\d/ });
    expect(submit).toBeDisabled();
    expect(api.calls(registerCall)).toHaveLength(1);
  });

  it('counts the OTP request down when the phone step answers 6005', async () => {
    const api = server({ [otpCall]: fixtures.code(6005, 'wait', { result: { wait: 45 } }) });
    const page = renderAccountPage(<RegisterPage />, { url: '/register', path: '/register/:id?', server: api });
    await phoneStep(page);
    expect(await screen.findByRole('alert')).toHaveTextContent('ขอรหัส OTP บ่อยเกินไป กรุณารออีก 45 วินาที');
    expect(await screen.findByRole('button', { name: /ลองใหม่ได้ใน 00:4\d/ })).toBeDisabled();
  });

  it('points a taken username (6002 about username) at the username field', async () => {
    const api = server({ [registerCall]: fixtures.code(6002, 'already registered', { field: 'username' }) });
    const page = renderAccountPage(<RegisterPage />, { url: '/en/register', path: '/register/:id?', server: api });
    await page.user.type(screen.getByLabelText('Phone number'), '0812345678');
    await page.user.click(screen.getByRole('button', { name: 'Get OTP' }));
    await page.user.type(await screen.findByLabelText('OTP code'), '123456');
    await page.user.click(screen.getByRole('button', { name: 'Next' }));
    await page.user.click(await screen.findByTestId('bank-picker'));
    await page.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /Bangkok Bank/ }));
    await page.user.type(screen.getByLabelText('Account number'), '1234567890');
    await page.user.click(screen.getByRole('button', { name: 'Next' }));
    await page.user.type(await screen.findByLabelText('First name'), 'Somchai');
    await page.user.type(screen.getByLabelText('Last name'), 'Jaidee');
    await page.user.type(screen.getByLabelText('Username'), 'taken_name');
    await page.user.type(screen.getByLabelText('Password'), 'secret99');
    await page.user.type(screen.getByLabelText('Repeat password'), 'secret99');
    await page.user.click(screen.getByRole('checkbox', { name: 'I am 20 or older' }));
    await page.user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(/This username is already taken/),
    );
    await waitFor(() => expect(screen.getByLabelText('Username')).toHaveFocus());
  });

  it('shows an already registered phone (6002) at the phone field when asking for the OTP', async () => {
    const api = server({ [otpCall]: fixtures.code(6002, 'phone already registered: contact admin') });
    const page = renderAccountPage(<RegisterPage />, { url: '/register', path: '/register/:id?', server: api });
    await phoneStep(page);
    await waitFor(() => {
      const phone = screen.getByLabelText('เบอร์โทรศัพท์');
      expect(phone).toHaveAccessibleDescription(/เบอร์โทรศัพท์หรือบัญชีนี้ถูกใช้สมัครแล้ว/);
    });
  });

  it.each<[number, string]>([
    [9998, 'กรุณาติดต่อฝ่ายบริการลูกค้าเพื่อยืนยันตัวตน'],
    [6006, 'กรุณาลองใหม่อีกครั้ง หรือติดต่อฝ่ายบริการลูกค้า'],
    [6000, 'กรุณาขอรหัส OTP ใหม่อีกครั้ง'],
  ])('shows OTP request code %i as its message', async (code, shown) => {
    const api = server({ [otpCall]: fixtures.code(code) });
    const page = renderAccountPage(<RegisterPage />, { url: '/register', path: '/register/:id?', server: api });
    await phoneStep(page);
    expect(await screen.findByTestId('form-alert')).toHaveTextContent(shown);
  });

  it('shows the partner panel instead of the form when the brand hides registration', () => {
    renderAccountPage(<RegisterPage />, {
      url: '/register',
      path: '/register/:id?',
      brand: { hideRegister: true, defaultAffiliateLink: 'https://partner.example/join' },
    });
    expect(screen.queryByLabelText('เบอร์โทรศัพท์')).toBeNull();
    expect(screen.getByRole('heading', { name: 'สมัครสมาชิกผ่านลิงก์แนะนำเพื่อน' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ไปที่หน้าสมัครสมาชิก' })).toHaveAttribute(
      'href',
      'https://partner.example/join',
    );
  });
});
