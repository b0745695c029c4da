import { renderPage, type RenderPageOptions } from '@lobby/testing';
import type { ReactElement } from 'react';
import { noticesLocales } from './locales';
import type { Notice } from './rules/noticeRules';

export { resetLiveChat } from './chat/liveChat';

/** The one test harness's renderPage, with the notices strings. */
export const renderNoticesPage = (ui: ReactElement, options: RenderPageOptions) =>
  renderPage(ui, { namespaces: { notices: noticesLocales }, ...options });

/** A notice as getNotifys answers it (GraphQL, with its __typename). */
export function notice(id: string, extra: Partial<Notice> = {}): Notice & { __typename: 'Notice' } {
  return {
    __typename: 'Notice',
    id,
    title: `ประกาศ ${id}`,
    type: 'promotion',
    link: null,
    imageUrl: null,
    gameName: null,
    content: `<p>รายละเอียดประกาศ ${id}</p>`,
    showOne: false,
    forceUpgate: false,
    ...extra,
  };
}

/** One of each type, as an operator would publish them (the stories and the tests show these). */
export const noticesOfEveryType = {
  bank: notice('11', {
    type: 'bank',
    title: 'แจ้งเปลี่ยนบัญชีธนาคาร',
    content: '<p>บัญชีฝากเงินมีการเปลี่ยนแปลง กรุณาตรวจสอบเลขบัญชีก่อนโอนทุกครั้ง</p>',
  }),
  promotion: notice('12', {
    type: 'promotion',
    title: 'โปรโมชั่นสมาชิกใหม่ 100%',
    link: '/promotion',
    imageUrl: '/brand-assets/nakhon-gold/logo.svg',
    content: '<p>สมัครวันนี้รับโบนัส <strong>100%</strong> สูงสุด 1,000 บาท</p><ul><li>ทำเทิร์น 5 เท่า</li></ul>',
  }),
  game: notice('13', {
    type: 'game',
    title: 'เกมใหม่มาแรง',
    gameName: 'Golden Dragon',
    link: '/list/slot',
    content: '<p>ลองเล่นเกมใหม่ล่าสุดจาก PGSoft <a href="https://www.pgsoft.com/">ดูผู้ให้บริการ</a></p>',
  }),
  maintenance: notice('14', {
    type: 'maintenance',
    title: 'ปิดปรับปรุงระบบ',
    content: '<p>ระบบจะปิดปรับปรุงทุกวันพุธ เวลา 12:00 - 16:00 น.</p>',
  }),
  other: notice('15', {
    type: 'other',
    title: 'ยินดีต้อนรับ',
    showOne: true,
    content: '<p>ขอบคุณที่เป็นสมาชิกกับเรา</p>',
  }),
};
