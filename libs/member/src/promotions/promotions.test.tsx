import { createFakeServer, fixtures, memberSession, type FakeRequest } from '@lobby/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bonusFixture, promotionFixture, renderMemberPage } from '../testing';
import { PromotionPage } from './PromotionPage';
import { PromotionsPage } from './PromotionsPage';

const LIST = 'GET /api/promotion/list' as const;
const COUNT = 'GET /api/v3/member/getPromotion' as const;
const DETAIL = 'GET /api/promotion/detail' as const;
const CLAIM = 'POST /api/v3/member/bonus/claim' as const;

const seven = Array.from({ length: 7 }, (_, i) =>
  promotionFixture({ _id: `NKG01-p${i}`, code: `NKG01-p${i}`, title: `โปรโมชั่น ${i + 1}` }),
);
const listAnswer = (call: FakeRequest) => {
  const offset = Number(call.params.offset ?? 0);
  const items = call.params.category === 'cashback' ? seven.slice(0, 1) : seven;
  return fixtures.ok({
    result: items.slice(offset, offset + Number(call.params.limit)),
    total: items.length,
    categories: ['new-member', 'deposit', 'cashback'],
  });
};

describe('promotions page', () => {
  it('a page of cards from the server, the count, the categories and the next page', async () => {
    const server = createFakeServer({ [LIST]: listAnswer });
    const { user, location } = renderMemberPage(<PromotionsPage />, {
      url: '/promotions',
      path: '/promotions',
      server,
    });
    await waitFor(() => expect(screen.getAllByTestId('promotion-card')).toHaveLength(6));
    // The first card's picture is the first screen's largest paint: it loads at once; the rest when scrolled to.
    const pictures = screen.getAllByTestId('promotion-card').map((card) => card.querySelector('img'));
    expect(pictures[0]).toHaveAttribute('loading', 'eager');
    expect(pictures[0]).toHaveAttribute('fetchpriority', 'high');
    expect(pictures.slice(1).every((img) => img?.getAttribute('loading') === 'lazy')).toBe(true);
    expect(screen.getByTestId('promotions-count')).toHaveTextContent('7 โปรโมชั่น');
    expect(server.calls(LIST)[0]!.params).toMatchObject({ groupID: 'NKG01', lang: 'th', limit: '6', offset: '0' });
    const categories = screen.getByRole('navigation', { name: 'หมวดโปรโมชั่น' });
    expect(within(categories).getByRole('link', { name: 'ทั้งหมด' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('หน้า 1 จาก 2')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /ถัดไป/ }));
    expect(location()).toBe('/promotions?page=2');
    await waitFor(() => expect(screen.getAllByTestId('promotion-card')).toHaveLength(1));
    expect(server.calls(LIST).at(-1)!.params.offset).toBe('6');
    await user.click(within(categories).getByRole('link', { name: 'คืนยอดเสีย' }));
    expect(location()).toBe('/promotions?category=cashback');
    await waitFor(() => expect(server.calls(LIST).some((c) => c.params.category === 'cashback')).toBe(true));
    // The count is the whole list's, not the category's.
    expect(screen.getByTestId('promotions-count')).toHaveTextContent('7 โปรโมชั่น');
  });

  it('a member’s count is getPromotion’s result[1]; cards link to their page', async () => {
    const server = createFakeServer({ [LIST]: listAnswer, [COUNT]: fixtures.ok({ result: [[], 9] }) });
    renderMemberPage(<PromotionsPage />, {
      url: '/en/promotions',
      path: '/promotions',
      server,
      session: memberSession,
    });
    await waitFor(() => expect(screen.getByTestId('promotions-count')).toHaveTextContent('9 promotions'));
    expect(screen.getByRole('link', { name: 'My bonuses' })).toHaveAttribute('href', '/en/bonus');
    expect(screen.getByRole('link', { name: 'Details of โปรโมชั่น 1' })).toHaveAttribute(
      'href',
      '/en/promotion?id=NKG01-p0',
    );
  });

  it('prefetches, before it hydrates, exactly the list its first render asks for', async () => {
    for (const url of ['/promotions', '/en/promotions?category=cashback']) {
      const server = createFakeServer({ [LIST]: listAnswer });
      const { store, locale } = renderMemberPage(<PromotionsPage />, { url, path: '/promotions', server });
      await waitFor(() => expect(screen.getAllByTestId('promotion-card').length).toBeGreaterThan(0));
      const prefetch = (at: string) =>
        PromotionsPage.prefetch?.({
          dispatch: store.dispatch,
          url: new URL(at, 'http://site.test'),
          locale,
          groupId: 'NKG01',
        });
      const asked = server.calls(LIST).length;
      // The page's own query and the prefetch are one cache entry: no other call.
      prefetch(url);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(server.calls(LIST)).toHaveLength(asked);
      // Another page of the list is another call.
      prefetch(`${url}${url.includes('?') ? '&' : '?'}page=2`);
      await waitFor(() => expect(server.calls(LIST)).toHaveLength(asked + 1));
      expect(server.calls(LIST).at(-1)!.params).toMatchObject({ lang: locale, offset: '6' });
      cleanup();
    }
  });
});

describe('promotion page', () => {
  const detail = (bonus: unknown = null, promotion = promotionFixture()) =>
    createFakeServer({ [DETAIL]: fixtures.ok({ result: { promotion, bonus } }) });

  it('shows the terms before any claim; a visitor is sent to log in and back', async () => {
    const server = detail();
    renderMemberPage(<PromotionPage />, { url: '/promotion?id=NKG01-welcome', path: '/promotion', server });
    await screen.findByRole('heading', { name: 'สมาชิกใหม่รับโบนัส 100%', level: 1 });
    const terms = screen.getByTestId('promotion-terms');
    expect(terms).toHaveTextContent('ทำยอดเทิร์น 10 เท่า');
    expect(terms).toHaveTextContent('ถอนได้สูงสุด 5,000.00 บาท');
    expect(terms).toHaveTextContent('รับได้ครั้งเดียวต่อสมาชิก');
    expect(screen.getByTestId('promotion-login')).toHaveAttribute(
      'href',
      `/login?url=${encodeURIComponent('/promotion?id=NKG01-welcome')}`,
    );
    expect(server.calls(DETAIL)[0]!.params).toMatchObject({ id: 'NKG01-welcome', groupID: 'NKG01' });
  });

  it('says each term once, though the operator’s lines repeat a figure', async () => {
    const promotion = promotionFixture();
    const server = detail(null, { ...promotion, terms: { ...promotion.terms, lines: ['รับได้ครั้งเดียวต่อสมาชิก'] } });
    renderMemberPage(<PromotionPage />, { url: '/promotion?id=NKG01-welcome', path: '/promotion', server });
    const terms = await screen.findByTestId('promotion-terms');
    expect(within(terms).getAllByText('รับได้ครั้งเดียวต่อสมาชิก')).toHaveLength(1);
  });

  it('on a phone, claiming opens the deposit page', async () => {
    const server = detail();
    server.on(CLAIM, fixtures.ok({ result: bonusFixture({ state: 'pending' }) }));
    const { user, location } = renderMemberPage(<PromotionPage />, {
      url: '/promotion?id=NKG01-welcome',
      path: '/promotion',
      server,
      session: memberSession,
      device: 'mobile',
    });
    await user.click(await screen.findByTestId('promotion-claim'));
    await waitFor(() => expect(location()).toBe('/deposit'));
    expect(server.calls(CLAIM)[0]!.body).toEqual({ promotion: 'NKG01-welcome', lang: 'th' });
  });

  it('on a desktop, claiming opens the deposit drawer over the page', async () => {
    const server = detail();
    server.on(CLAIM, fixtures.ok({ result: bonusFixture({ state: 'pending' }) }));
    const { user, location } = renderMemberPage(<PromotionPage />, {
      url: '/en/promotion?id=NKG01-welcome',
      path: '/promotion',
      server,
      session: memberSession,
      device: 'desktop',
    });
    await user.click(await screen.findByRole('button', { name: 'Claim and deposit' }));
    await waitFor(() => expect(location()).toBe('/en/promotion?id=NKG01-welcome&sideDeposit=true&tab=deposit-tab'));
  });

  it('a refused claim says why; a claimed one offers the deposit instead', async () => {
    const server = detail();
    server.on(CLAIM, fixtures.code(8000, 'refused', { field: 'promotion', result: { reason: 'open-bonus' } }));
    const first = renderMemberPage(<PromotionPage />, {
      url: '/promotion?id=NKG01-welcome',
      path: '/promotion',
      server,
      session: memberSession,
    });
    await first.user.click(await screen.findByTestId('promotion-claim'));
    expect(await screen.findByTestId('promotion-refused')).toHaveTextContent('คุณมีโบนัสที่ยังไม่จบอยู่');
    first.unmount();

    const pending = detail(bonusFixture({ state: 'pending', deposit: 0, bonus: 0 }));
    renderMemberPage(<PromotionPage />, {
      url: '/promotion?id=NKG01-welcome',
      path: '/promotion',
      server: pending,
      session: memberSession,
    });
    expect(await screen.findByTestId('promotion-bonus-state')).toHaveTextContent('ฝากตั้งแต่ 100.00 บาท');
    expect(screen.getByTestId('promotion-deposit')).toHaveAttribute('href', '/deposit');
    expect(screen.queryByTestId('promotion-claim')).toBeNull();
  });

  it('an unknown or missing id says the promotion is not there', async () => {
    const server = createFakeServer({ [DETAIL]: fixtures.code(8000, 'no such promotion') });
    const gone = renderMemberPage(<PromotionPage />, { url: '/promotion?id=NKG01-gone', path: '/promotion', server });
    expect(await screen.findByText('ไม่พบโปรโมชั่นนี้ อาจสิ้นสุดแล้ว')).toBeInTheDocument();
    gone.unmount();
    const none = createFakeServer();
    renderMemberPage(<PromotionPage />, { url: '/promotion', path: '/promotion', server: none });
    expect(await screen.findByText('ไม่พบโปรโมชั่นนี้ อาจสิ้นสุดแล้ว')).toBeInTheDocument();
    expect(none.calls(DETAIL)).toHaveLength(0);
  });
});
