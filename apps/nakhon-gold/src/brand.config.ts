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
  // The live chat of the footer and the phone tab bar: here the platform sandbox's stand-in for a chat vendor
  // (tools/platform-server, GET /sandbox/chat/widget.js); a live brand puts its vendor's script URL.
  liveChat: { script: '{api}/sandbox/chat/widget.js' },
  // The footer's trust block: the operator, its licence linked to the regulator's register entry, and the documents
  // whose text is in public/legal/ (issue 15). A sample licence on a reserved .example address: a live brand puts its
  // own.
  trust: {
    operator: { th: 'บริษัท นครโกลด์ เอนเตอร์เทนเมนต์ จำกัด', en: 'Nakhon Gold Entertainment Co., Ltd.' },
    licence: { number: 'GA-2026-0142', register: 'https://register.gaming-authority.example/licences/GA-2026-0142' },
    documents: ['terms', 'privacy', 'responsible-gaming'],
  },
  // Only what the operator staffs: its LINE team works these hours.
  support: {
    title: { th: 'ทีมงานพร้อมช่วย', en: 'Our team can help' },
    body: { th: 'แชต LINE ทุกวัน 09:00–24:00', en: 'LINE chat daily, 09:00–24:00' },
  },
});
