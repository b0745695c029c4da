import { defineNamespace } from '@lobby/i18n';

/** Announcements, the forced deposit-account notice, live chat and the offline banner; Thai first, English mirrored. */
export const noticesLocales = defineNamespace(
  {
    modal: {
      close: 'ปิด',
      ok: 'รับทราบ',
      open: 'ดูรายละเอียด',
      position: 'ประกาศ {{index}} จาก {{count}}',
      game: 'เกม: {{name}}',
      type: {
        bank: 'บัญชีธนาคาร',
        promotion: 'โปรโมชั่น',
        game: 'เกมใหม่',
        maintenance: 'ปิดปรับปรุง',
        other: 'ประกาศ',
      },
      mustConfirm: 'กรุณากดรับทราบเพื่อดำเนินการต่อ',
    },
    upgrade: {
      title: 'แจ้งเปลี่ยนบัญชีฝากเงิน',
      body:
        'บัญชีธนาคารสำหรับฝากเงินมีการเปลี่ยนแปลง กรุณาตรวจสอบบัญชีปลายทางในหน้าฝากเงินทุกครั้งก่อนโอน ' + 'และอย่าโอนเข้าบัญชีเดิมที่บันทึกไว้',
      confirm: 'รับทราบ ตรวจสอบบัญชีใหม่แล้ว',
    },
    chat: {
      open: 'แชตกับฝ่ายบริการลูกค้า',
      short: 'แชตสด',
    },
    offline: {
      title: 'ไม่มีการเชื่อมต่ออินเทอร์เน็ต',
      body: 'ข้อมูลที่เห็นอาจไม่เป็นปัจจุบัน ระบบจะอัปเดตให้เองเมื่อกลับมาเชื่อมต่อได้',
      back: 'กลับมาเชื่อมต่อแล้ว',
    },
  },
  {
    modal: {
      close: 'Close',
      ok: 'OK',
      open: 'See details',
      position: 'Announcement {{index}} of {{count}}',
      game: 'Game: {{name}}',
      type: {
        bank: 'Bank account',
        promotion: 'Promotion',
        game: 'New game',
        maintenance: 'Maintenance',
        other: 'Announcement',
      },
      mustConfirm: 'Please confirm to continue',
    },
    upgrade: {
      title: 'Our deposit accounts have changed',
      body:
        'The bank accounts you deposit to have changed. Check the account on the Deposit page every time before ' +
        'you transfer, and do not transfer to an account you saved earlier',
      confirm: 'OK, I will check the new account',
    },
    chat: {
      open: 'Chat with support',
      short: 'Live chat',
    },
    offline: {
      title: 'You are offline',
      body: 'What you see may be out of date. It updates by itself once you are back online',
      back: 'You are back online',
    },
  },
);
