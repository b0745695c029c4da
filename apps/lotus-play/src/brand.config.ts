import { defineBrand } from '@lobby/brand';

/** Lotus Play: joins only through its partner link, no affiliate programme shown; deep teal with a lotus pink. */
export const brand = defineBrand({
  id: 'lotus-play',
  siteName: 'Lotus Play',
  siteTitle: { th: 'โลตัสเพลย์', en: 'Lotus Play' },
  logo: '/brand/logo.svg',
  logoMark: '/brand/mark.svg',
  social: {
    line: 'https://line.me/R/ti/p/@lotusplay',
    instagram: 'https://www.instagram.com/lotusplay',
    messenger: 'https://m.me/lotusplay',
    twitter: 'https://x.com/lotusplay',
  },
  theme: {
    bg: '#071a2b',
    bgMenu: '#0c2439',
    bgBtn: '#19c3a6',
    bgCard: '#10304a',
    bgSubBtnAndGbIcon: '#1d4566',
    bgBtnInContent: '#f0609e',
  },
  defaultGroupId: 'LTP01',
  // No licence to show: the footer names the operator and its documents (public/legal/) and nothing it does not hold.
  trust: {
    operator: { th: 'บริษัท โลตัส เพลย์ จำกัด', en: 'Lotus Play Co., Ltd.' },
    documents: ['terms', 'privacy', 'responsible-gaming'],
  },
  hideRegister: true,
  hideAffiliate: true,
  defaultAffiliateLink: 'https://partners.lotusplay.example/join?ref=LTP-HOUSE',
  // The brand's own help question, after the shared ones: how to join where there is no register form.
  faq: [
    {
      q: { th: 'สมัครสมาชิกโลตัสเพลย์อย่างไร', en: 'How do I register with Lotus Play?' },
      a: {
        th: 'สมัครสมาชิกผ่านลิงก์แนะนำเพื่อนที่คุณได้รับ หากยังไม่มีลิงก์ ติดต่อฝ่ายบริการลูกค้าทาง LINE',
        en: 'Register through the Affiliate link you were given; without one, contact support on LINE.',
      },
    },
  ],
});
