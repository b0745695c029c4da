import { defineNamespace } from './resources';

/** Words shared by every lib. */
export const common = defineNamespace(
  {
    language: { th: 'ภาษาไทย', en: 'English' },
    actions: { home: 'กลับหน้าแรก', close: 'ปิด' },
    error: {
      notFound: 'ไม่พบหน้าที่คุณต้องการ',
      notFoundHint: 'หน้านี้อาจถูกย้ายหรือไม่มีอยู่แล้ว',
      generic: 'เกิดข้อผิดพลาด กรุณารอ 5 นาทีแล้วลองใหม่อีกครั้ง',
      errorPageFailed: 'เกิดข้อผิดพลาดระหว่างแสดงหน้าแจ้งข้อผิดพลาด',
    },
    loading: 'กำลังโหลด…',
    notifications: 'การแจ้งเตือน',
  },
  {
    language: { th: 'ภาษาไทย', en: 'English' },
    actions: { home: 'Back to home', close: 'Close' },
    error: {
      notFound: 'This page could not be found',
      notFoundHint: 'The page you are looking for does not exist.',
      generic: 'Something went wrong. Please wait 5 minutes and try again.',
      errorPageFailed: 'An error occurred while showing the error page',
    },
    loading: 'Loading…',
    notifications: 'Notifications',
  },
);
