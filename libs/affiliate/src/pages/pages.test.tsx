import { fixtures, createFakeServer, memberSession } from '@lobby/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { leaderAnswer, renderAffiliatePage, reportAnswer } from '../testing';
import { AffiliatePage } from './AffiliatePage';
import { MembersPage } from './MembersPage';
import { MovesPage } from './MovesPage';
import { ReportDailyPage } from './ReportDailyPage';
import { ReportDetailPage } from './ReportDetailPage';

const member = { session: memberSession };

describe('affiliate page', () => {
  it('shows the income, the link with the code on this site and the QR', async () => {
    const server = createFakeServer({ 'POST /api/aff/getDetailLeader': leaderAnswer() });
    renderAffiliatePage(<AffiliatePage />, { url: '/affiliate', path: '/affiliate', server, ...member });
    expect(await screen.findByTestId('income-today')).toHaveTextContent('12.50 บาท');
    expect(screen.getByTestId('affiliate-link')).toHaveTextContent(`${window.location.origin}/aff/aff-demo01`);
    expect(screen.getByTestId('affiliate-code')).toHaveTextContent('aff-demo01');
    expect(await screen.findByRole('img', { name: 'QR Code ของลิงก์แนะนำเพื่อน' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png/),
    );
    // The affiliate menu links every sub-page, in the page's language.
    expect(screen.getByTestId('affiliate-nav-report')).toHaveAttribute('href', '/affiliate/reportDaily');
    expect(screen.getByTestId('affiliate-nav-overview')).toHaveAttribute('aria-current', 'page');
  });

  it('gives the English link on English pages', async () => {
    const server = createFakeServer({ 'POST /api/aff/getDetailLeader': leaderAnswer() });
    renderAffiliatePage(<AffiliatePage />, { url: '/en/affiliate', path: '/affiliate', server, ...member });
    expect(await screen.findByTestId('affiliate-link')).toHaveTextContent(
      `${window.location.origin}/en/aff/aff-demo01`,
    );
    expect(screen.getByTestId('income-month')).toHaveTextContent('฿120.00');
  });

  it('share copies the link where the device has no share sheet, and uses the sheet where it has one', async () => {
    const server = createFakeServer({ 'POST /api/aff/getDetailLeader': leaderAnswer() });
    const page = renderAffiliatePage(<AffiliatePage />, { url: '/affiliate', path: '/affiliate', server, ...member });
    await page.user.click(await screen.findByTestId('share-link'));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/aff/aff-demo01`);
    expect(await screen.findByText('คัดลอกลิงก์แล้ว')).toBeInTheDocument();

    const shared: ShareData[] = [];
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => void shared.push(data),
    });
    try {
      await page.user.click(screen.getByTestId('share-link'));
      expect(shared).toEqual([
        expect.objectContaining({
          url: `${window.location.origin}/aff/aff-demo01`,
          text: expect.stringContaining('สมัครสมาชิก'),
        }),
      ]);
    } finally {
      delete (navigator as { share?: unknown }).share;
    }
  });

  it('withdraws with a key per attempt, says refusals 1004 / 1005 / other in words, refreshes income', async () => {
    let balance = 12.5;
    const answers = [fixtures.code(1004), fixtures.code(1005), fixtures.code(8000)];
    const server = createFakeServer({
      'POST /api/aff/getDetailLeader': () => leaderAnswer({ balance }),
      'POST /api/aff/withdraw': (request) => {
        const next = answers.shift();
        if (next) return next;
        balance -= Number(request.body.amount);
        return fixtures.ok({ result: { id: 1, amount: Number(request.body.amount), balance, credit: 100 } });
      },
    });
    const page = renderAffiliatePage(<AffiliatePage />, { url: '/affiliate', path: '/affiliate', server, ...member });
    const field = await screen.findByLabelText('จำนวนเงินที่ต้องการถอน');
    await page.user.type(field, '5');
    const submit = screen.getByRole('button', { name: 'ถอนรายได้' });
    await page.user.click(submit);
    expect(await screen.findByText('ถอนรายได้แนะนำเพื่อนได้วันละ 1 ครั้ง')).toBeInTheDocument();
    await page.user.click(submit);
    expect(await screen.findByText('ถอนรายได้แนะนำเพื่อนได้เฉพาะวันที่ 1-5 ของทุกเดือน')).toBeInTheDocument();
    await page.user.click(submit);
    expect(await screen.findByText('กรุณาติดต่อฝ่ายบริการลูกค้า')).toBeInTheDocument();
    await page.user.click(submit);
    expect(await screen.findByText('ย้ายรายได้ 5.00 บาท เข้ายอดเงินแล้ว')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('affiliate-balance')).toHaveTextContent('7.50 บาท'));
    const calls = server.calls('POST /api/aff/withdraw');
    expect(calls.map((c) => c.body)).toEqual(Array(4).fill({ amount: '5' }));
    // A refusal means nothing moved: each new try is a new attempt with its own key.
    expect(new Set(calls.map((c) => c.idempotencyKey)).size).toBe(4);
  });

  it('sends nothing for 0', async () => {
    const server = createFakeServer({ 'POST /api/aff/getDetailLeader': leaderAnswer() });
    const page = renderAffiliatePage(<AffiliatePage />, { url: '/affiliate', path: '/affiliate', server, ...member });
    await page.user.type(await screen.findByLabelText('จำนวนเงินที่ต้องการถอน'), '0');
    await page.user.click(screen.getByRole('button', { name: 'ถอนรายได้' }));
    expect(await screen.findByText('จำนวนเงินต้องไม่เป็น 0')).toBeInTheDocument();
    expect(server.calls('POST /api/aff/withdraw')).toHaveLength(0);
  });
});

describe('affiliate members and history', () => {
  it('pages the members 20 at a time', async () => {
    const list = Array.from({ length: 20 }, (_, i) => ({
      username: `pl***${String(i).padStart(2, '0')}`,
      registered: 1_795_000_000,
      turnover: 100,
      commission: 0.5,
    }));
    const server = createFakeServer({
      'POST /api/aff/memberList': (request) =>
        fixtures.ok({ result: { list: request.body.offset === 0 ? list : list.slice(0, 3), total: 23 } }),
    });
    const page = renderAffiliatePage(<MembersPage />, {
      url: '/affiliate/member',
      path: '/affiliate/member',
      server,
      ...member,
    });
    expect(await screen.findAllByTestId('member-row')).toHaveLength(20);
    expect(screen.getByTestId('pager-page')).toHaveTextContent('หน้า 1 จาก 2');
    expect(screen.getAllByTestId('member-row')[0]).toHaveTextContent('pl***00');
    expect(screen.getAllByTestId('member-row')[0]).toHaveTextContent('2569');
    await page.user.click(screen.getByTestId('pager-next'));
    await waitFor(() => expect(screen.getAllByTestId('member-row')).toHaveLength(3));
    expect(page.location()).toBe('/affiliate/member?page=2');
    expect(server.calls('POST /api/aff/memberList').at(-1)!.body).toEqual({ limit: 20, offset: 20 });
  });

  it('says when nobody registered yet', async () => {
    const server = createFakeServer({ 'POST /api/aff/memberList': fixtures.ok({ result: { list: [], total: 0 } }) });
    renderAffiliatePage(<MembersPage />, { url: '/affiliate/member', path: '/affiliate/member', server, ...member });
    expect(await screen.findByTestId('members-empty')).toHaveTextContent('ยังไม่มีเพื่อนที่สมัครผ่านลิงก์ของคุณ');
  });

  it('lists commissions with their day and withdrawals as money out', async () => {
    const server = createFakeServer({
      'POST /api/aff/transaction': fixtures.ok({
        result: {
          total: 2,
          list: [
            {
              id: 2,
              time: 1_795_000_000,
              type: 'withdraw',
              amount: 4,
              currency: 'baht',
              status: 1,
              note: '',
              day: null,
            },
            {
              id: 1,
              time: 1_794_900_000,
              type: 'commission',
              amount: 10,
              currency: 'baht',
              status: 1,
              note: '',
              day: '2026-11-24',
            },
          ],
        },
      }),
    });
    renderAffiliatePage(<MovesPage />, { url: '/affiliate/history', path: '/affiliate/history', server, ...member });
    const rows = await screen.findAllByTestId('move-row');
    expect(rows[0]).toHaveTextContent('ถอนเข้ายอดเงิน');
    expect(rows[0]).toHaveTextContent('-4.00 บาท');
    expect(rows[1]).toHaveTextContent('ค่าคอมมิชชั่นของวันที่ 24 พ.ย. 2569');
    expect(rows[1]).toHaveTextContent('10.00 บาท');
  });
});

describe('affiliate daily report', () => {
  it('asks for the range in the address, draws the days and links each to its detail', async () => {
    const server = createFakeServer({
      'POST /api/aff/reportTransaction': (request) => reportAnswer(String(request.body.from), String(request.body.to)),
    });
    renderAffiliatePage(<ReportDailyPage />, {
      url: '/affiliate/reportDaily?from=2026-11-18&to=2026-11-24',
      path: '/affiliate/reportDaily',
      server,
      ...member,
    });
    const rows = await screen.findAllByTestId('report-row');
    expect(server.calls('POST /api/aff/reportTransaction')[0]!.body).toMatchObject({
      from: '2026-11-18',
      to: '2026-11-24',
    });
    expect(rows[0]).toHaveTextContent('24 พ.ย. 2569');
    expect(within(rows[0]!).getByRole('link')).toHaveAttribute('href', '/affiliate/reportDetail/2026-11-24');
    expect(screen.getByTestId('report-total')).toHaveTextContent('1,700.00 บาท');
    await waitFor(() => expect(screen.getByTestId('report-chart')).toHaveAttribute('data-state', 'drawn'));
  });

  it('refuses a day that does not exist or an end before the start, and asks nothing', async () => {
    const server = createFakeServer({
      'POST /api/aff/reportTransaction': (request) => reportAnswer(String(request.body.from), String(request.body.to)),
    });
    const page = renderAffiliatePage(<ReportDailyPage />, {
      url: '/affiliate/reportDaily?from=2026-02-30&to=2026-03-02',
      path: '/affiliate/reportDaily',
      server,
      ...member,
    });
    expect(await screen.findByText('วันที่เริ่มต้นไม่ถูกต้อง')).toBeInTheDocument();
    expect(server.calls('POST /api/aff/reportTransaction')).toHaveLength(0);
    const from = screen.getByLabelText('ตั้งแต่วันที่');
    const to = screen.getByLabelText('ถึงวันที่');
    await page.user.clear(from);
    await page.user.type(from, '2026-03-05');
    await page.user.clear(to);
    await page.user.type(to, '2026-03-01');
    await page.user.click(screen.getByRole('button', { name: 'แสดงรายงาน' }));
    expect(await screen.findByText('วันที่สิ้นสุดต้องไม่อยู่ก่อนวันที่เริ่มต้น')).toBeInTheDocument();
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(server.calls('POST /api/aff/reportTransaction')).toHaveLength(0);
    await page.user.clear(to);
    await page.user.type(to, '2026-03-09');
    await page.user.click(screen.getByRole('button', { name: 'แสดงรายงาน' }));
    await waitFor(() => expect(page.location()).toBe('/affiliate/reportDaily?from=2026-03-05&to=2026-03-09'));
    await waitFor(() => expect(server.calls('POST /api/aff/reportTransaction')).toHaveLength(1));
  });
});

describe('affiliate report detail', () => {
  it("shows one day's members and names the page by the day", async () => {
    const server = createFakeServer({
      'POST /api/aff/reportDetailTransaction': fixtures.ok({
        result: { date: '2026-11-24', list: [{ username: 'pl***01', turnover: 1500, commission: 7.5 }] },
      }),
    });
    const page = renderAffiliatePage(<ReportDetailPage />, {
      url: '/affiliate/reportDetail/2026-11-24',
      path: '/affiliate/reportDetail/:id?',
      server,
      ...member,
    });
    expect(await screen.findByTestId('detail-row')).toHaveTextContent('pl***01');
    expect(screen.getByTestId('detail-row')).toHaveTextContent('7.50 บาท');
    expect(page.titleParam()).toBe('24 พฤศจิกายน 2569');
    expect(server.calls('POST /api/aff/reportDetailTransaction')[0]!.body).toEqual({ date: '2026-11-24' });
  });

  it('a day that does not exist is a 404; no day points to the daily report', async () => {
    renderAffiliatePage(<ReportDetailPage />, {
      url: '/affiliate/reportDetail/2026-02-30',
      path: '/affiliate/reportDetail/:id?',
      ...member,
    });
    expect(await screen.findByTestId('route-error')).toHaveTextContent('404');
  });

  it('without a day, says where to pick one', async () => {
    renderAffiliatePage(<ReportDetailPage />, {
      url: '/en/affiliate/reportDetail',
      path: '/affiliate/reportDetail/:id?',
      ...member,
    });
    expect(await screen.findByTestId('detail-pick')).toHaveTextContent('Pick a day in the daily report');
    expect(screen.getByTestId('detail-back')).toHaveAttribute('href', '/en/affiliate/reportDaily');
  });
});
