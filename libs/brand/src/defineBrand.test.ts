import { describe, expect, it } from 'vitest';
import { defineBrand } from './defineBrand';

const base = {
  id: 'test-brand',
  siteName: 'Test',
  siteTitle: { th: 'ทดสอบ', en: 'Test' },
  logo: '/logo.svg',
  theme: {
    bg: '#000',
    bgMenu: '#111',
    bgBtn: '#f5ce79',
    bgCard: '#222',
    bgSubBtnAndGbIcon: '#333',
    bgBtnInContent: '#dda846',
  },
  defaultGroupId: 'g1',
};

describe('defineBrand', () => {
  it('fills defaults: every feature on, Thai default, both locales, 20+', () => {
    const brand = defineBrand(base);
    expect(brand).toMatchObject({
      hideRegister: false,
      hideAffiliate: false,
      closedSite: false,
      defaultLocale: 'th',
      ageBadge: 20,
    });
    expect(brand.locales).toEqual(['th', 'en']);
    expect(brand.social).toEqual({});
  });

  it('keeps flags and social links that are set', () => {
    const brand = defineBrand({
      ...base,
      hideRegister: true,
      defaultAffiliateLink: 'https://example.com/aff/1',
      social: { line: 'https://line.me/x' },
    });
    expect(brand.hideRegister).toBe(true);
    expect(brand.defaultAffiliateLink).toBe('https://example.com/aff/1');
    expect(brand.social.line).toBe('https://line.me/x');
  });

  it('rejects a colour that is not CSS and names the field', () => {
    expect(() => defineBrand({ ...base, theme: { ...base.theme, bgBtn: 'gold-ish' } })).toThrow(/theme.bgBtn/);
  });

  it('rejects a social link that is not a URL', () => {
    expect(() => defineBrand({ ...base, social: { telegram: 'not a url' } })).toThrow(/social.telegram/);
  });

  it('returns a frozen config', () => {
    expect(Object.isFrozen(defineBrand(base))).toBe(true);
  });
});
