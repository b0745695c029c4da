import { defineBrand } from '@lobby/brand';
import { describe, expect, it } from 'vitest';
import { localizeIndexHtml } from './html';

const page =
  '<!doctype html><html lang="th"><head><meta name="description" content="" /><title>x</title></head></html>';
const brand = defineBrand({
  id: 'siam-star',
  siteName: 'Siam Star',
  siteTitle: { th: 'สยามสตาร์', en: 'Siam Star' },
  logo: '/brand/logo.svg',
  theme: {
    bg: '#000',
    bgMenu: '#111',
    bgBtn: '#fc0',
    bgCard: '#222',
    bgSubBtnAndGbIcon: '#333',
    bgBtnInContent: '#fd4',
  },
  defaultGroupId: 'SST01',
  description: { th: 'คาสิโน "สยาม" <ทดสอบ>', en: 'Siam Star: slots & live casino' },
});

describe('the page per language', () => {
  it('carries the language, title and description of the brand config, escaped', () => {
    const en = localizeIndexHtml(page, brand, 'en');
    expect(en).toContain('<html lang="en"');
    expect(en).toContain('<title>Siam Star</title>');
    expect(en).toContain('<meta name="description" content="Siam Star: slots &amp; live casino" />');
    const th = localizeIndexHtml(page, brand, 'th');
    expect(th).toContain('<html lang="th"');
    expect(th).toContain('content="คาสิโน &quot;สยาม&quot; &lt;ทดสอบ&gt;"');
  });

  it('promises no 24-hour service unless the brand writes it', () => {
    const { description } = defineBrand({ ...brand, description: undefined });
    expect(`${description.th} ${description.en}`).not.toMatch(/24/);
  });
});
