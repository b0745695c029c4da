/** Talks to the platform server's sandbox the way a tester would: real OTPs, real members. */
export interface NewMember {
  username: string;
  password: string;
  phone: string;
}

let counter = 0;

/** A phone and username nobody has used yet (06/08/09 + 8 digits). */
export function freshIdentity(): NewMember {
  counter += 1;
  const stamp = `${Date.now() % 1_000_000}`.padStart(6, '0');
  const suffix = `${stamp}${counter % 100}`.slice(-8).padStart(8, '0');
  return { username: `e2e${stamp}${counter}`.slice(0, 20), password: 'secret123', phone: `09${suffix}` };
}

async function post(apiURL: string, path: string, body: unknown) {
  const response = await fetch(`${apiURL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { code: number; message?: string; result?: Record<string, unknown> };
}

/** The last OTP the sandbox "sent" to a phone. */
export async function lastOtp(apiURL: string, phone: string): Promise<{ otp: string; reference: string }> {
  for (let i = 0; i < 20; i++) {
    const answer = (await (await fetch(`${apiURL}/sandbox/otp?phone=${phone}`)).json()) as {
      code: number;
      result?: { otp: string; reference: string };
    };
    if (answer.code === 0 && answer.result) return answer.result;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no OTP arrived for ${phone}`);
}

/**
 * Registers a member through the API (for flows that need an account but are not about registering). `age` is what the
 * register form's age box states (the brand's `ageBadge`); the platform refuses less than the brand's minimum (4001).
 */
export async function registerViaApi(apiURL: string, groupID: string, age = 20): Promise<NewMember> {
  const member = freshIdentity();
  const sent = await post(apiURL, '/api/v1/member/otp', { phone: member.phone, purpose: 'register' });
  if (sent.code !== 0) throw new Error(`otp: ${sent.code} ${sent.message}`);
  const { otp, reference } = await lastOtp(apiURL, member.phone);
  const answer = await post(apiURL, '/api/v1/member/register', {
    username: member.username,
    password: member.password,
    phone: member.phone,
    bank: 'kbank',
    bank_no: `1${member.phone.slice(1)}`,
    firstname: 'Test',
    lastname: 'Member',
    groupID,
    otp_reference: reference,
    otp_code: otp,
    age_confirmed: age,
  });
  if (answer.code !== 0) throw new Error(`register: ${answer.code} ${answer.message}`);
  return member;
}

/** Money in: a bank transfer from the member's registered account, credited by the sandbox payer. */
export async function fundViaApi(apiURL: string, username: string, amount: number): Promise<void> {
  const answer = await post(apiURL, '/sandbox/transfers', { type: 'bank', username, amount });
  if (answer.code !== 0) throw new Error(`fund ${username}: ${answer.code} ${answer.message}`);
}

/** The sandbox payer pays a deposit QR by its reference, as the member's banking app would. */
export async function payQr(apiURL: string, reference: string): Promise<void> {
  const answer = await post(apiURL, `/sandbox/payments/${encodeURIComponent(reference)}/pay`, {});
  if (answer.code !== 0) throw new Error(`pay ${reference}: ${answer.code} ${answer.message}`);
}

/** One spin of the sandbox slot with a launch ticket, as the game window would play it. */
export async function spinViaApi(apiURL: string, ticket: string, bet = 10): Promise<{ balance: number }> {
  const answer = await post(apiURL, '/play/api/spin', { ticket, bet });
  if (answer.code !== 0 || !answer.result) throw new Error(`spin: ${answer.code} ${answer.message}`);
  return answer.result as { balance: number };
}

export interface ApiGame {
  _id: string;
  code: string;
  nameEn: string;
  nameTh: string;
  handle: string;
}

/** Games straight from the platform's GraphQL, to know what the lobby should show. */
export async function gamesFromApi(
  apiURL: string,
  groupID: string,
  variables: Record<string, unknown> = {},
): Promise<ApiGame[]> {
  const response = await fetch(`${apiURL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query:
        'query($groupID: String!, $type: String, $category: String, $limit: Int, $offset: Int, $handle: String) { ' +
        'lists(groupID: $groupID, type: $type, category: $category, limit: $limit, offset: $offset, handle: $handle) ' +
        '{ _id code nameEn nameTh handle } }',
      variables: { groupID, ...variables },
    }),
  });
  const body = (await response.json()) as { data?: { lists: ApiGame[] } };
  if (!body.data) throw new Error(`lists failed: ${JSON.stringify(body)}`);
  return body.data.lists;
}

/** An operator switch, as the admin CLI sends it (the sandbox accepts it from this machine). */
export async function operator(apiURL: string, ...args: string[]): Promise<void> {
  const response = await fetch(`${apiURL}/admin/command`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ args }),
  });
  const body = (await response.json()) as { code: number; message?: string };
  if (body.code !== 0) throw new Error(`admin ${args.join(' ')}: ${body.code} ${body.message}`);
}
