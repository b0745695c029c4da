import { defineBrand } from '@lobby/brand';
import { describe, expect, it } from 'vitest';
import { localizeIndexHtml, preloadFonts } from './html';

const page =
  '<!doctype html><html lang="th"><head><meta name="description" content="" />' +
  '<meta name="lobby-api-url" content="" /><title>x</title></head></html>';
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

  it('names the live chat script for the server’s CSP, only when the brand has one', () => {
    const chat = defineBrand({ ...brand, liveChat: { script: '{api}/sandbox/chat/widget.js' } });
    const th = localizeIndexHtml(page, chat, 'th');
    expect(th).toContain('<meta name="lobby-chat-script" content="{api}/sandbox/chat/widget.js" />');
    expect(localizeIndexHtml(th, chat, 'en').match(/lobby-chat-script/g)).toHaveLength(1);
    expect(localizeIndexHtml(page, brand, 'th')).not.toContain('lobby-chat-script');
  });
});

describe('the first screen’s fonts', () => {
  const files = [
    'assets/index-AbCdEf12.js',
    'assets/sarabun-thai-400-normal-C2DaJlKK.woff2',
    'assets/sarabun-thai-400-normal-Xy12Ab34.woff',
    'assets/sarabun-latin-400-normal-URPBxl-K.woff2',
    'assets/kanit-thai-600-normal-Bj6oiaDc.woff2',
    'assets/kanit-latin-600-normal-0lS78yAd.woff2',
    'assets/kanit-thai-400-normal-D80Pglro.woff2',
  ];
  const head = '<html><head><title>x</title>\n  </head><body></body></html>';
  const preloaded = (html: string) =>
    [...html.matchAll(/<link rel="preload" href="\/([^"]+)" as="font"/g)].map((m) => m[1]);

  it('are preloaded as woff2, the Thai ones on a Thai page and the Latin ones on an English page', () => {
    const th = preloadFonts(head, 'th', files);
    expect(preloaded(th)).toEqual([
      'assets/sarabun-thai-400-normal-C2DaJlKK.woff2',
      'assets/kanit-thai-600-normal-Bj6oiaDc.woff2',
    ]);
    expect(th).toContain('type="font/woff2" crossorigin />');
    // The English page is made from the Thai one: its preloads replace the Thai ones.
    expect(preloaded(preloadFonts(th, 'en', files))).toEqual([
      'assets/sarabun-latin-400-normal-URPBxl-K.woff2',
      'assets/kanit-latin-600-normal-0lS78yAd.woff2',
    ]);
  });

  it('preloads nothing the build does not have', () => {
    expect(preloadFonts(head, 'th', ['assets/index-AbCdEf12.js'])).toBe(head);
  });
});
