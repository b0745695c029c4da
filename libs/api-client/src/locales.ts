import { defineNamespace } from '@lobby/i18n';
import type { TFunction } from 'i18next';
import type { CodeContext } from './codes';

/** One table for every code of spec §8, in both languages; contexts override where a code means something else. */
export const apiLocales = defineNamespace(
  {
    code: {
      '0': 'สำเร็จ',
      '1': 'ระบบพร้อมใช้งาน',
      '98': 'ไม่สามารถสร้าง QR Code ได้ กรุณาติดต่อแอดมิน',
      '99': 'เกมนี้ปิดปรับปรุงชั่วคราว',
      '1001': 'ยอดเงินไม่เพียงพอ',
      '1002': 'ยอดถอนต่ำกว่าขั้นต่ำ',
      '1003': 'ยังไม่มีบัญชีธนาคารที่ลงทะเบียนไว้ กรุณาติดต่อแอดมิน',
      '1004': 'ถอนรายได้แนะนำเพื่อนได้วันละ 1 ครั้ง',
      '1005': 'ทำรายการถี่เกินไป กรุณารอสักครู่แล้วลองใหม่',
      '1007': 'บัญชีต้นสายถูกระงับ กรุณาติดต่อแอดมิน',
      '1008': 'รหัสผ่านถูกล็อก กรุณาติดต่อแอดมิน',
      '1009': 'ยอดถอนเกินวงเงินที่กำหนดต่อวัน',
      '1010': 'จำนวนครั้งการถอนเกินที่กำหนดต่อวัน',
      '1011': 'ยอดถอนและจำนวนครั้งเกินที่กำหนดต่อวัน',
      '3000': 'กรุณารอ 1 นาทีแล้วลองใหม่อีกครั้ง',
      '4000': 'กรุณากรอกข้อมูลให้ครบถ้วนและถูกต้อง',
      '5000': 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง',
      '5001': 'บัญชีนี้ไม่สามารถเข้าสู่ระบบได้ กรุณาติดต่อแอดมิน',
      '6000': 'กรุณาขอรหัส OTP ใหม่อีกครั้ง',
      '6001': 'รหัส OTP ไม่ถูกต้อง',
      '6002': 'เบอร์โทรศัพท์หรือบัญชีนี้ถูกใช้สมัครแล้ว กรุณาติดต่อแอดมิน',
      '6005': 'ขอรหัส OTP บ่อยเกินไป กรุณารอสักครู่',
      '6006': 'กรุณาลองใหม่อีกครั้ง หรือติดต่อแอดมิน',
      '7002': 'เซสชันไม่ถูกต้อง กรุณาเข้าสู่ระบบใหม่',
      '7003': 'เซสชันหมดอายุ กรุณาเข้าสู่ระบบใหม่',
      '8000': 'ข้อมูลไม่ถูกต้อง',
      '8100': 'รายการนี้ถูกใช้ไปแล้วด้วยข้อมูลอื่น',
      '8101': 'รายการเดิมพันนี้ถูกยกเลิกแล้ว',
      '9998': 'ระบบกำลังปิดปรับปรุง กรุณาลองใหม่ภายหลัง',
      '9999': 'เกิดข้อผิดพลาด กรุณาลองใหม่ในอีกสักครู่',
    },
    context: {
      affiliateWithdraw: {
        '1001': 'ยอดรายได้ไม่เพียงพอ',
        '1005': 'ถอนรายได้แนะนำเพื่อนได้เฉพาะวันที่ 1-5 ของทุกเดือน',
        other: 'กรุณาติดต่อแอดมิน',
      },
      withdraw: { other: 'ทำรายการไม่สำเร็จ กรุณาลองใหม่อีกครั้ง' },
      line: { '6000': 'LINE ID นี้ถูกใช้งานแล้ว' },
      register: { '9998': 'กรุณาติดต่อแอดมินเพื่อยืนยันตัวตน' },
      depositPoll: { '98': 'QR Code หมดอายุ กรุณาทำรายการใหม่' },
    },
    failure: {
      network: 'ไม่สามารถเชื่อมต่อเซิร์ฟเวอร์ได้ กรุณาตรวจสอบอินเทอร์เน็ตแล้วลองใหม่',
      http: 'เซิร์ฟเวอร์ขัดข้อง กรุณารอ 5 นาทีแล้วลองใหม่',
      malformed: 'เซิร์ฟเวอร์ตอบกลับข้อมูลที่ไม่ถูกต้อง กรุณารอ 5 นาทีแล้วลองใหม่',
      session: 'กรุณาเข้าสู่ระบบใหม่',
      unknownCode: 'เกิดข้อผิดพลาด (รหัส {{code}}) กรุณาลองใหม่อีกครั้ง',
    },
    maintenance: {
      title: 'ขออภัยในความไม่สะดวก',
      body: 'เกิดข้อผิดพลาดบางอย่าง กรุณารอ 5 นาทีแล้วลองใหม่อีกครั้ง',
      retry: 'ลองใหม่',
      autoRetry: 'หน้านี้จะกลับมาเองเมื่อระบบพร้อม ข้อมูลที่คุณกรอกไว้ยังอยู่',
    },
  },
  {
    code: {
      '0': 'Success',
      '1': 'Online',
      '98': 'The QR code could not be created. Please contact the admin',
      '99': 'This game is under maintenance',
      '1001': 'Not enough balance',
      '1002': 'The amount is below the minimum withdrawal',
      '1003': 'No registered bank account. Please contact the admin',
      '1004': 'Affiliate income can be withdrawn once a day',
      '1005': 'Too soon since your last withdrawal. Please wait and try again',
      '1007': 'Your upline account is locked. Please contact the admin',
      '1008': 'Your password is locked. Please contact the admin',
      '1009': 'The daily withdrawal amount limit has been reached',
      '1010': 'The daily withdrawal count limit has been reached',
      '1011': 'Both the daily amount and count limits have been reached',
      '3000': 'Please wait 1 minute and try again',
      '4000': 'Please fill in all the details fully and correctly',
      '5000': 'Wrong username or password',
      '5001': 'This account cannot log in. Please contact the admin',
      '6000': 'Please request a new OTP',
      '6001': 'The OTP is incorrect',
      '6002': 'This phone number or account is already registered. Please contact the admin',
      '6005': 'Too many OTP requests. Please wait a moment',
      '6006': 'Please try again or contact the admin',
      '7002': 'Your session is no longer valid. Please log in again',
      '7003': 'Your session has expired. Please log in again',
      '8000': 'The data is incorrect',
      '8100': 'This transaction was already made with other details',
      '8101': 'This bet was cancelled',
      '9998': 'The system is under maintenance. Please try again later',
      '9999': 'Something went wrong. Please try again in a few minutes',
    },
    context: {
      affiliateWithdraw: {
        '1001': 'Not enough affiliate income',
        '1005': 'Affiliate income can be withdrawn only on days 1 to 5 of each month',
        other: 'Please contact the admin',
      },
      withdraw: { other: 'The withdrawal did not go through. Please try again' },
      line: { '6000': 'This LINE ID is already in use' },
      register: { '9998': 'Please contact the admin to verify your identity' },
      depositPoll: { '98': 'The QR code has expired. Please start again' },
    },
    failure: {
      network: 'The server could not be reached. Check your connection and try again',
      http: 'The server is having trouble. Please wait 5 minutes and try again',
      malformed: 'The server sent an invalid answer. Please wait 5 minutes and try again',
      session: 'Please log in again',
      unknownCode: 'Something went wrong (code {{code}}). Please try again',
    },
    maintenance: {
      title: 'Sorry for the inconvenience',
      body: 'Something went wrong. Please wait 5 minutes and try again',
      retry: 'Try again',
      autoRetry: 'This page comes back by itself when we are back, with what you typed still there.',
    },
  },
);

type Context = Exclude<CodeContext, 'general' | 'deposit'>;

/** Where a context answers only some codes itself, every other code gets its generic message (spec §8). */
const codesOfContext: Partial<Record<CodeContext, number[]>> = {
  withdraw: [1001, 1002, 1005, 1009, 1010, 1011],
  affiliateWithdraw: [1001, 1004, 1005],
};

/** The localized message for a failure: contextual meaning first, then the code table, then a generic fallback. */
export function messageForCode(
  t: TFunction,
  failure: { kind?: string; code?: number },
  context: CodeContext = 'general',
): string {
  const { kind, code } = failure;
  if (code === undefined || kind === 'network' || kind === 'http' || kind === 'malformed') {
    return t(`api:failure.${kind === 'http' || kind === 'malformed' || kind === 'session' ? kind : 'network'}`);
  }
  const ctx = apiLocales.th.context[context as Context] as Record<string, string> | undefined;
  if (ctx && String(code) in ctx) return t(`api:context.${context}.${code}`);
  const own = codesOfContext[context];
  if (own && !own.includes(code)) return t(`api:context.${context}.other`);
  if (String(code) in apiLocales.th.code) return t(`api:code.${code}`);
  return t('api:failure.unknownCode', { code });
}
