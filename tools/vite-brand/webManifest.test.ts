import { defineBrand } from '@lobby/brand';
import { describe, expect, it } from 'vitest';
import { localizeIndexHtml } from './html';
import { maskableIcon, webManifest } from './webManifest';

const brand = defineBrand({
  id: 'siam-star',
  siteName: 'Siam Star',
  siteTitle: { th: 'สยามสตาร์', en: 'Siam Star' },
  logo: '/brand/logo.svg',
  logoMark: '/brand/mark.svg',
  theme: {
    bg: '#120b24',
    bgMenu: '#1d1238',
    bgBtn: '#ffb703',
    bgCard: '#222',
    bgSubBtnAndGbIcon: '#333',
    bgBtnInContent: '#fd4',
  },
  defaultGroupId: 'SST01',
});

describe('the web app manifest', () => {
  it('installs under the brand’s name and colours, starting at the language’s home page', () => {
    expect(webManifest(brand, 'th', true)).toMatchObject({
      id: '/',
      name: 'สยามสตาร์',
      short_name: 'สยามสตาร์',
      lang: 'th',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#120b24',
      theme_color: '#1d1238',
    });
    expect(webManifest(brand, 'en', true)).toMatchObject({ name: 'Siam Star', lang: 'en', start_url: '/en', id: '/' });
  });

  it('has the mark as its icon, plus the maskable one when the build drew it', () => {
    expect(webManifest(brand, 'th', true).icons).toEqual([
      { src: '/brand/mark.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: '/brand/icon-maskable.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'maskable' },
    ]);
    expect(webManifest(brand, 'th', false).icons.map((icon) => icon.purpose)).toEqual(['any']);
  });

  it('draws the maskable icon: the mark inside the safe zone on the brand’s background', () => {
    const mark = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><circle cx="40" cy="40" r="30"/></svg>';
    const icon = maskableIcon(mark, '#120b24');
    expect(icon).toContain('<rect width="100" height="100" fill="#120b24"/>');
    expect(icon).toContain(
      '<svg x="22" y="22" width="56" height="56" viewBox="0 0 80 80"><circle cx="40" cy="40" r="30"/></svg>',
    );
    expect(() => maskableIcon('<svg><g/></svg>', '#000')).toThrow(/viewBox/);
  });

  it('is linked from each language’s page', () => {
    const page =
      '<html lang="th"><head>\n    <meta name="lobby-api-url" content="" />\n    <title>x</title></head></html>';
    const th = localizeIndexHtml(page, brand, 'th');
    expect(th).toContain('<link rel="manifest" href="/manifest.webmanifest" />\n    <title>');
    const en = localizeIndexHtml(th, brand, 'en');
    expect(en.match(/rel="manifest"/g)).toHaveLength(1);
    expect(en).toContain('<link rel="manifest" href="/en/manifest.webmanifest" />');
  });
});
