import { createHash, randomBytes } from 'node:crypto';
import { sha256 } from '../auth/tokens.ts';
import type { FastifyInstance } from 'fastify';
import { consentBody, consentQuery, sandboxOtpQuery as otpQuery } from '@lobby/contract/routes';
import type { AppContext } from '../context.ts';
import { ApiError, Code, ok } from '../http/codes.ts';
import { parseInput } from '../http/validate.ts';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const page = (title: string, body: string) =>
  '<!doctype html><html lang="th"><meta charset="utf-8"><meta name="viewport" content="width=device-width">' +
  `<title>${esc(title)}</title>` +
  `<body style="font-family:sans-serif;max-width:420px;margin:40px auto;padding:0 16px">` +
  '<div style="background:#06c755;color:#fff;padding:12px 16px;border-radius:8px;font-weight:700">' +
  `LINE (sandbox)</div>${body}</body></html>`;

/** Test doubles an operator would not run in production: the SMS inbox and the LINE consent page. */
export function sandboxRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/sandbox/otp', async (request) => {
    const { phone } = parseInput(otpQuery, request.query);
    const [sms] = await ctx.db.query<{
      otp_code: string | null;
      otp_reference: string | null;
      body: string;
      created_at: Date;
    }>('SELECT otp_code, otp_reference, body, created_at FROM sms_outbox WHERE phone = $1 ORDER BY id DESC LIMIT 1', [
      phone,
    ]);
    if (!sms) throw new ApiError(Code.incorrectData, 'no OTP was sent to this phone');
    return ok({
      phone,
      otp: sms.otp_code,
      reference: sms.otp_reference,
      message: sms.body,
      sent_at: sms.created_at.toISOString(),
    });
  });

  const linkRequest = async (state: string) => {
    const [row] = await ctx.db.query<{
      state: string;
      member_id: string;
      action: string;
      redirect_uri: string | null;
      expires_at: Date;
      used_at: Date | null;
      username: string;
    }>(
      `SELECT r.state, r.member_id, r.action, r.redirect_uri, r.expires_at, r.used_at, m.username
       FROM line_link_requests r JOIN members m ON m.id = r.member_id WHERE r.state = $1`,
      [state],
    );
    return row && !row.used_at && row.expires_at.getTime() > ctx.clock.now() ? row : undefined;
  };

  app.get('/sandbox/line/consent', async (request, reply) => {
    const { state } = parseInput(consentQuery, request.query);
    const req = await linkRequest(state);
    reply.type('text/html; charset=utf-8');
    if (!req) return reply.status(400).send(page('LINE', '<p>This link has expired. Start again from the site.</p>'));
    return page(
      'LINE',
      `<p>อนุญาตให้เชื่อมบัญชี LINE กับ <b>${esc(req.username)}</b>?<br>` +
        `Allow linking your LINE account to <b>${esc(req.username)}</b>?</p>` +
        `<form method="post" action="/sandbox/line/consent"><input type="hidden" name="state" value="${esc(state)}">` +
        '<button name="decision" value="allow" ' +
        'style="background:#06c755;color:#fff;border:0;padding:10px 20px;border-radius:6px">อนุญาต / Allow</button> ' +
        `<button name="decision" value="deny" style="padding:10px 20px">ปฏิเสธ / Deny</button></form>`,
    );
  });

  app.post('/sandbox/line/consent', async (request, reply) => {
    const body = parseInput(consentBody, request.body);
    const req = await linkRequest(body.state);
    if (!req) throw new ApiError(Code.incorrectData, 'this LINE link request has expired or was used');
    // action=login: a one-time code (2 minutes) the site exchanges at POST /line/api/login.
    const loginCode =
      body.decision === 'allow' && req.action === 'login' ? randomBytes(24).toString('base64url') : undefined;
    await ctx.db.transaction(async (tx) => {
      await tx.query(
        'UPDATE line_link_requests SET used_at = $2, login_code_hash = $3, login_code_expires_at = $4 WHERE state = $1',
        [
          body.state,
          new Date(ctx.clock.now()),
          loginCode ? sha256(loginCode) : null,
          loginCode ? new Date(ctx.clock.now() + 120_000) : null,
        ],
      );
      if (body.decision === 'allow') {
        // A stable fake LINE user id per member, as LINE would return for the same person.
        const lineUserId = `U${createHash('sha256').update(req.member_id).digest('hex').slice(0, 32)}`;
        await tx.query('UPDATE members SET line_user_id = $2 WHERE id = $1', [req.member_id, lineUserId]);
      }
    });
    const linked = body.decision === 'allow';
    if (req.redirect_uri) {
      const target = new URL(req.redirect_uri);
      target.searchParams.set('line', linked ? 'linked' : 'denied');
      target.searchParams.set('username', req.username);
      if (loginCode) target.searchParams.set('code', loginCode);
      return reply.redirect(target.toString(), 303);
    }
    if ((request.headers.accept ?? '').includes('application/json'))
      return ok({ linked, username: req.username, ...(loginCode ? { code: loginCode } : {}) });
    return reply
      .type('text/html; charset=utf-8')
      .send(page('LINE', linked ? '<p>Linked. You can close this window.</p>' : '<p>Not linked.</p>'));
  });
}
