import { defineNamespace } from './resources';

/** Words shared by every lib. */
export const common = defineNamespace(
  {
    language: { th: 'ภาษาไทย', en: 'English', label: 'ภาษา' },
    currency: 'บาท',
    notAvailable: {
      title: 'ยังไม่เปิดให้บริการ',
      body: 'ส่วนนี้ยังไม่พร้อมใช้งาน กำลังจะเปิดให้บริการเร็ว ๆ นี้',
    },
    actions: { home: 'กลับหน้าแรก', back: 'ย้อนกลับ', close: 'ปิด', retry: 'ลองอีกครั้ง', more: 'ดูเพิ่มเติม' },
    error: {
      notFound: 'This page could not be found',
      notFoundHint: 'ไม่พบหน้าที่คุณต้องการ',
      generic: 'เกิดข้อผิดพลาด กรุณารอ 5 นาทีแล้วลองใหม่อีกครั้ง',
      errorPageFailed: 'An error occurred while showing the error page',
      status: 'รหัสสถานะ {{status}}',
    },
    loading: 'กำลังโหลด…',
    notifications: 'การแจ้งเตือน',
  },
  {
    language: { th: 'ภาษาไทย', en: 'English', label: 'Language' },
    currency: 'baht',
    notAvailable: {
      title: 'Not available yet',
      body: 'This section is not available yet. It is coming soon.',
    },
    actions: { home: 'Back to home', back: 'Back', close: 'Close', retry: 'Try again', more: 'See more' },
    error: {
      notFound: 'This page could not be found',
      notFoundHint: 'The page you are looking for does not exist.',
      generic: 'Something went wrong. Please wait 5 minutes and try again.',
      errorPageFailed: 'An error occurred while showing the error page',
      status: 'Status {{status}}',
    },
    loading: 'Loading…',
    notifications: 'Notifications',
  },
);
