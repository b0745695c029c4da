import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderMemberPage } from '../testing';
import { HelpPage } from './HelpPage';

describe('help page', () => {
  afterEach(() => {
    delete (window as { LobbyChat?: unknown }).LobbyChat;
  });

  it('searches in either language: "withdraw" on the Thai page finds the Thai withdraw answers', async () => {
    const { user, location } = renderMemberPage(<HelpPage />, { url: '/help', path: '/help' });
    expect(screen.getAllByTestId('faq-item')).toHaveLength(11);
    await user.type(screen.getByLabelText('ค้นหาคำถาม'), 'withdraw');
    // The three withdraw questions, and the bonus one (turnover before withdrawing).
    expect(screen.getByTestId('faq-count')).toHaveTextContent('พบ 4 คำถาม');
    expect(screen.getByText('ถอนเงินขั้นต่ำเท่าไร')).toBeVisible();
    expect(location()).toBe('/help?q=withdraw');
    await user.clear(screen.getByLabelText('ค้นหาคำถาม'));
    await user.type(screen.getByLabelText('ค้นหาคำถาม'), 'ถอน');
    expect(screen.getAllByTestId('faq-item').length).toBeGreaterThanOrEqual(3);
    await user.type(screen.getByLabelText('ค้นหาคำถาม'), 'zzz');
    expect(screen.getByTestId('faq-count')).toHaveTextContent('ไม่พบคำถามที่ตรงกับ “ถอนzzz”');
    await user.click(screen.getByRole('button', { name: 'ล้างคำค้นหา' }));
    expect(screen.getAllByTestId('faq-item')).toHaveLength(11);
  });

  it('"ถอน" on the English page; no affiliate question where the brand hides the programme', async () => {
    const { user } = renderMemberPage(<HelpPage />, {
      url: '/en/help?q=',
      path: '/help',
      brand: { hideAffiliate: true },
    });
    expect(screen.getAllByTestId('faq-item')).toHaveLength(10);
    await user.type(screen.getByLabelText('Search the questions'), 'ถอน');
    expect(screen.getByText('What is the minimum withdrawal?')).toBeVisible();
    expect(screen.queryByText('What do I get from Affiliate?')).toBeNull();
  });

  it("adds the brand's own questions after the shared ones, in the page language and to the search", async () => {
    const faq = [
      { q: { th: 'สมัคร VIP อย่างไร', en: 'How do I join VIP?' }, a: { th: 'ติดต่อทีมงาน', en: 'Ask our team' } },
    ];
    const { user } = renderMemberPage(<HelpPage />, { url: '/en/help', path: '/help', brand: { faq } });
    const items = screen.getAllByTestId('faq-item');
    expect(items).toHaveLength(12);
    expect(items[11]).toHaveTextContent('How do I join VIP?');
    await user.type(screen.getByLabelText('Search the questions'), 'ทีมงาน');
    expect(screen.getByTestId('faq-count')).toHaveTextContent('1');
    expect(screen.getByText('Ask our team')).toBeVisible();
  });

  it("names the brand's minimum age in the responsible-play answer: 18 where the brand says 18", async () => {
    const { user } = renderMemberPage(<HelpPage />, { url: '/en/help', path: '/help', brand: { ageBadge: 18 } });
    await user.type(screen.getByLabelText('Search the questions'), 'responsibly');
    expect(screen.getByText(/This site is for people aged 18 and over\./)).toBeVisible();
    expect(screen.getByTestId('faq-item')).not.toHaveTextContent(/20|\{\{/);
  });

  it('in Thai too, and 20 by default', () => {
    renderMemberPage(<HelpPage />, { url: '/help?q=1323', path: '/help' });
    expect(screen.getByTestId('faq-item')).toHaveTextContent('เว็บไซต์นี้สำหรับผู้มีอายุ 20 ปีขึ้นไป');
  });

  it('offers the live chat once the brand’s chat has loaded, and LINE', async () => {
    const open = vi.fn();
    renderMemberPage(<HelpPage />, {
      url: '/help',
      path: '/help',
      brand: { liveChat: { script: 'https://chat.example/w.js' }, social: { line: 'https://line.me/R/ti/p/@x' } },
    });
    expect(screen.queryByTestId('help-chat')).toBeNull();
    expect(screen.getByTestId('help-line')).toHaveAttribute('href', 'https://line.me/R/ti/p/@x');
    (window as { LobbyChat?: unknown }).LobbyChat = { open };
    await waitFor(() => expect(screen.getByTestId('help-chat')).toBeInTheDocument(), { timeout: 2500 });
    screen.getByTestId('help-chat').click();
    expect(open).toHaveBeenCalled();
  });
});
