import { defineBrand } from '@lobby/brand';

/** Nakhon Gold: the flagship brand — every feature on, Thai first, black and gold. */
export const brand = defineBrand({
  id: 'nakhon-gold',
  siteName: 'Nakhon Gold',
  siteTitle: { th: 'นครโกลด์', en: 'Nakhon Gold' },
  logo: '/brand/logo.svg',
  logoMark: '/brand/mark.svg',
  social: {
    line: 'https://line.me/R/ti/p/@nakhongold',
    telegram: 'https://t.me/nakhongold',
    facebook: 'https://www.facebook.com/nakhongold',
    youtube: 'https://www.youtube.com/@nakhongold',
  },
  theme: {
    bg: '#0b0a08',
    bgMenu: '#16130d',
    bgBtn: '#e8b64c',
    bgCard: '#1f1a12',
    bgSubBtnAndGbIcon: '#3a2f1c',
    bgBtnInContent: '#f5ce79',
  },
  defaultGroupId: 'NKG01',
  description: {
    th: 'นครโกลด์ คาสิโนออนไลน์ สล็อต คาสิโนสด ยิงปลา หวย และกีฬา ฝาก-ถอนอัตโนมัติผ่าน QR',
    en: 'Nakhon Gold: online casino with slots, live casino, fishing, lottery and sports; QR deposits in seconds',
  },
  // Only what the operator staffs: its LINE team works these hours.
  support: {
    title: { th: 'ทีมงานพร้อมช่วย', en: 'Our team can help' },
    body: { th: 'แชต LINE ทุกวัน 09:00–24:00', en: 'LINE chat daily, 09:00–24:00' },
  },
});
