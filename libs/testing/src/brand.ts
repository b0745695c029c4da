import { defineBrand, type BrandConfig, type BrandInput } from '@lobby/brand';

/** A brand for tests: every feature on unless a test says otherwise. */
export function testBrand(overrides: Partial<BrandInput> = {}): BrandConfig {
  return defineBrand({
    id: 'test-brand',
    siteName: 'Test Brand',
    siteTitle: { th: 'เทสต์แบรนด์', en: 'Test Brand' },
    logo: '/brand/logo.svg',
    theme: {
      bg: '#0b0a08',
      bgMenu: '#16130d',
      bgBtn: '#e8b64c',
      bgCard: '#1f1a12',
      bgSubBtnAndGbIcon: '#3a2f1c',
      bgBtnInContent: '#f5ce79',
    },
    defaultGroupId: 'NKG01',
    social: { line: 'https://line.me/R/ti/p/@test' },
    ...overrides,
  });
}
