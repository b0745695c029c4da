import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderProtectionPage } from '../testing';
import { LegalDocumentView, TermsPage, type LegalFile } from './LegalPage';

const file: LegalFile = {
  th: { title: 'ข้อกำหนด', updated: '2026-11-01', sections: [{ heading: 'อายุ', paragraphs: ['20 ปีขึ้นไป'] }] },
  en: { title: 'Terms', updated: '2026-11-01', sections: [{ heading: 'Age', paragraphs: ['<b>20</b> and over'] }] },
};

describe("the brand's legal documents", () => {
  it('shows the text in the page language, as plain text', async () => {
    renderProtectionPage(<LegalDocumentView doc="terms" load={async () => file} />, {
      url: '/en/terms',
      path: '/terms',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms' })).toBeVisible();
    expect(screen.getByText('Last updated 2026-11-01')).toBeVisible();
    expect(screen.getByText('<b>20</b> and over')).toBeVisible();
  });

  it('offers to try again when the document does not load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(file);
    const page = renderProtectionPage(<LegalDocumentView doc="privacy" load={load} />, { url: '/', path: '/' });
    await page.user.click(await screen.findByRole('button', { name: 'ลองใหม่' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'ข้อกำหนด' })).toBeVisible();
  });

  it('is the 404 page where the brand publishes no such document', () => {
    renderProtectionPage(<TermsPage />, { url: '/terms', path: '/terms', brand: { trust: undefined } });
    expect(screen.getByTestId('route-error')).toHaveTextContent('404');
  });
});
