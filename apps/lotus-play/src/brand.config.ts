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
  hideRegister: true,
  hideAffiliate: true,
  defaultAffiliateLink: 'https://partners.lotusplay.example/join?ref=LTP-HOUSE',
});
