import { screen, within } from '@testing-library/react';
import { renderPage } from '@lobby/testing';
import { onConsentSettingsRequested } from '@lobby/util';
import { describe, expect, it } from 'vitest';
import { shellLocales } from '../locales';
import { FooterTrust } from './FooterTrust';

const trust = {
  operator: { th: 'บริษัท ทดสอบ จำกัด', en: 'Test Co., Ltd.' },
  licence: { number: 'GA-2026-0142', register: 'https://register.example/GA-2026-0142' },
  documents: ['terms', 'privacy'] as const,
};
const open = (url: string, brand = {}) =>
  renderPage(<FooterTrust />, { url, path: '/', namespaces: { shell: shellLocales }, brand });

describe('the footer trust block', () => {
  it('names the operator, links the licence number to its register and lists the documents', async () => {
    const page = open('/en', { trust });
    const block = screen.getByTestId('footer-trust');
    expect(block).toHaveTextContent('Operated by Test Co., Ltd.');
    const licence = within(block).getByRole('link', { name: 'GA-2026-0142' });
    expect(licence).toHaveAttribute('href', 'https://register.example/GA-2026-0142');
    expect(licence).toHaveAttribute('target', '_blank');
    expect(block).toHaveTextContent('Licence no. GA-2026-0142');
    expect(within(block).getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute('href', '/en/terms');
    expect(within(block).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/en/privacy');
    expect(within(block).getByRole('link', { name: 'Responsible gaming' })).toHaveAttribute(
      'href',
      '/en/responsible-gaming',
    );
    let asked = 0;
    const stop = onConsentSettingsRequested(() => (asked += 1));
    await page.user.click(within(block).getByRole('button', { name: 'Cookie settings' }));
    stop();
    expect(asked).toBe(1);
  });

  it('shows only what the brand configured: no licence line without a licence, no documents without them', () => {
    open('/', { trust: { operator: trust.operator } });
    const block = screen.getByTestId('footer-trust');
    expect(block).toHaveTextContent('ให้บริการโดย บริษัท ทดสอบ จำกัด');
    expect(block).not.toHaveTextContent('ใบอนุญาต');
    expect(within(block).queryByRole('link', { name: 'ข้อกำหนดและเงื่อนไข' })).toBeNull();
    expect(within(block).getByRole('link', { name: 'เล่นอย่างรับผิดชอบ' })).toHaveAttribute('href', '/responsible-gaming');
  });

  it('a brand without a trust block keeps the responsible-gaming page and the cookie settings', () => {
    open('/', { trust: undefined });
    const block = screen.getByTestId('footer-trust');
    expect(block).not.toHaveTextContent('ให้บริการโดย');
    expect(within(block).getAllByRole('listitem')).toHaveLength(2);
  });
});
