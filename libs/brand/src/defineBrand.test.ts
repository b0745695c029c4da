import { describe, expect, it } from 'vitest';
import { defineBrand, liveChatScript } from './defineBrand';

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

  it('takes a vitals sample rate from 0 to 1 and refuses anything else', () => {
    expect(defineBrand({ ...base, vitalsSampleRate: 0.02 }).vitalsSampleRate).toBe(0.02);
    expect(defineBrand(base).vitalsSampleRate).toBeUndefined();
    expect(() => defineBrand({ ...base, vitalsSampleRate: 10 })).toThrow(/vitalsSampleRate: a share from 0 to 1/);
    expect(() => defineBrand({ ...base, vitalsSampleRate: -0.1 })).toThrow(/vitalsSampleRate/);
  });

  it('returns a frozen config', () => {
    expect(Object.isFrozen(defineBrand(base))).toBe(true);
  });

  it('takes a live chat script as a URL or a path on the API, and nothing else', () => {
    const vendor = defineBrand({ ...base, liveChat: { script: 'https://chat.example/widget.js' } });
    expect(liveChatScript(vendor, 'http://api.test')).toBe('https://chat.example/widget.js');
    const sandbox = defineBrand({ ...base, liveChat: { script: '{api}/sandbox/chat/widget.js' } });
    expect(liveChatScript(sandbox, 'http://localhost:5100/')).toBe('http://localhost:5100/sandbox/chat/widget.js');
    expect(liveChatScript(defineBrand(base), 'http://api.test')).toBeUndefined();
    for (const script of ['javascript:alert(1)', '//chat.example/w.js', '{api}//evil.test/w.js', '/w.js'])
      expect(() => defineBrand({ ...base, liveChat: { script } }), script).toThrow(/liveChat.script/);
  });
});

describe('the trust block', () => {
  const trust = {
    operator: { th: 'บริษัท ทดสอบ จำกัด', en: 'Test Co., Ltd.' },
    licence: { number: 'GA-1', register: 'https://register.example/GA-1' },
    documents: ['terms', 'privacy'] as const,
  };

  it('takes an operator in both languages, a licence linked to its register and known documents', () => {
    expect(defineBrand({ ...base, trust }).trust).toEqual(trust);
    expect(defineBrand({ ...base, trust: { operator: trust.operator } }).trust?.licence).toBeUndefined();
  });

  it('refuses a licence without its register link, a missing language or an unknown document', () => {
    expect(() =>
      defineBrand({ ...base, trust: { ...trust, licence: { number: 'GA-1', register: 'register' } } }),
    ).toThrow(/trust.licence.register/);
    expect(() => defineBrand({ ...base, trust: { operator: { th: 'x', en: '' } } })).toThrow(/trust.operator.en/);
    expect(() =>
      defineBrand({ ...base, trust: { operator: trust.operator, documents: ['cookies' as 'terms'] } }),
    ).toThrow(/unknown document cookies/);
  });
});

describe('the brand’s own help questions', () => {
  const entry = { q: { th: 'ฝากขั้นต่ำเท่าไร', en: 'What is the minimum deposit?' }, a: { th: '1 บาท', en: '฿1' } };

  it('keeps questions given in both languages', () => {
    expect(defineBrand({ ...base, faq: [entry] }).faq).toEqual([entry]);
    expect(defineBrand(base).faq).toBeUndefined();
  });

  it('refuses a question or an answer missing in a language, naming the entry', () => {
    expect(() => defineBrand({ ...base, faq: [entry, { ...entry, a: { th: '1 บาท', en: ' ' } }] })).toThrow(
      /faq\.1\.en: q and a required/,
    );
  });
});
