import { defineNamespace } from '@lobby/i18n';

/** One table for every code of spec §8, in both languages; contexts override where a code means something else. */
export const apiLocales = defineNamespace(
  {
    code: {
      '0': 'สำเร็จ',
      '1': 'ระบบพร้อมใช้งาน',
      '98': 'ไม่สามารถสร้าง QR Code ได้ กรุณาติดต่อฝ่ายบริการลูกค้า',
      '99': 'เกมนี้ปิดปรับปรุงชั่วคราว',
      '1001': 'ยอดเงินไม่เพียงพอ',
      '1002': 'ยอดถอนต่ำกว่าขั้นต่ำ',
      '1003': 'ยังไม่มีบัญชีธนาคารที่ลงทะเบียนไว้ กรุณาติดต่อฝ่ายบริการลูกค้า',
      '1004': 'ถอนรายได้แนะนำเพื่อนได้วันละ 1 ครั้ง',
      '1005': 'ทำรายการถี่เกินไป กรุณารอสักครู่แล้วลองใหม่',
      '1007': 'บัญชีนี้เข้าสู่ระบบไม่ได้ในขณะนี้ กรุณาติดต่อฝ่ายบริการลูกค้า',
      '1008': 'รหัสผ่านถูกล็อก กรุณาติดต่อฝ่ายบริการลูกค้า',
      '1009': 'ยอดถอนเกินวงเงินที่กำหนดต่อวัน',
      '1010': 'จำนวนครั้งการถอนเกินที่กำหนดต่อวัน',
      '1011': 'ยอดถอนและจำนวนครั้งเกินที่กำหนดต่อวัน',
      '1012': 'ยอดนี้เกินวงเงินฝากที่คุณตั้งไว้',
      '3000': 'กรุณารอสักครู่แล้วลองใหม่อีกครั้ง',
      '4000': 'กรุณากรอกข้อมูลให้ครบถ้วนและถูกต้อง',
      '4001': 'กรุณายืนยันว่าคุณมีอายุถึงเกณฑ์ของเว็บไซต์นี้',
      '5000': 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง',
      '5001': 'บัญชีนี้ไม่สามารถเข้าสู่ระบบได้ กรุณาติดต่อฝ่ายบริการลูกค้า',
      '5002': 'บัญชีนี้งดเล่นด้วยตนเองอยู่ จึงเข้าสู่ระบบ เล่นเกม และฝากเงินไม่ได้ แต่ยังถอนเงินคงเหลือได้',
      '6000': 'กรุณาขอรหัส OTP ใหม่อีกครั้ง',
      '6001': 'รหัส OTP ไม่ถูกต้อง',
      '6002': 'เบอร์โทรศัพท์หรือบัญชีนี้ถูกใช้สมัครแล้ว กรุณาติดต่อฝ่ายบริการลูกค้า',
      '6005': 'ขอรหัส OTP บ่อยเกินไป กรุณารอสักครู่',
      '6006': 'กรุณาลองใหม่อีกครั้ง หรือติดต่อฝ่ายบริการลูกค้า',
      '7002': 'การเข้าสู่ระบบไม่ถูกต้อง กรุณาเข้าสู่ระบบใหม่',
      '7003': 'การเข้าสู่ระบบหมดอายุ กรุณาเข้าสู่ระบบใหม่',
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
        other: 'กรุณาติดต่อฝ่ายบริการลูกค้า',
      },
      withdraw: { other: 'ทำรายการไม่สำเร็จ กรุณาลองใหม่อีกครั้ง' },
      line: { '6000': 'LINE ID นี้ถูกใช้งานแล้ว' },
      register: { '9998': 'กรุณาติดต่อฝ่ายบริการลูกค้าเพื่อยืนยันตัวตน' },
      depositPoll: { '98': 'QR Code หมดอายุ กรุณาทำรายการใหม่' },
    },
    /**
     * Messages that carry the values the server sends with the code (spec §8), by context and code; the first
     * variant whose values all came is said (codeMessage.ts), else the plain message of the tables above.
     */
    valued: {
      withdraw: {
        '1001': { balance: 'ยอดเงินคงเหลือไม่พอ (คงเหลือ {{balance, money}})' },
        '1002': { min: 'ถอนขั้นต่ำ {{min, money}}' },
        '1005': { wait: 'ถอนได้ครั้งละหนึ่งรายการทุก 10 นาที กรุณารออีก {{wait}}' },
        '1009': {
          remainingWait: 'ยอดถอนเกินวงเงินต่อวัน วันนี้ถอนได้อีก {{remaining, money}} หรือรออีก {{wait}}',
          remaining: 'ยอดถอนเกินวงเงินต่อวัน วันนี้ถอนได้อีก {{remaining, money}}',
          wait: 'ยอดถอนเกินวงเงินต่อวัน ถอนได้อีกครั้งในอีก {{wait}}',
        },
        '1010': {
          remainingWait: 'ถอนครบจำนวนครั้งต่อวันแล้ว ถอนได้อีกครั้งในอีก {{wait}} (วงเงินคงเหลือวันนี้ {{remaining, money}})',
          wait: 'ถอนครบจำนวนครั้งต่อวันแล้ว ถอนได้อีกครั้งในอีก {{wait}}',
        },
        '1011': {
          remainingWait:
            'ถอนครบทั้งวงเงินและจำนวนครั้งต่อวันแล้ว ถอนได้อีกครั้งในอีก {{wait}} (วงเงินคงเหลือวันนี้ {{remaining, money}})',
          wait: 'ถอนครบทั้งวงเงินและจำนวนครั้งต่อวันแล้ว ถอนได้อีกครั้งในอีก {{wait}}',
        },
      },
      general: {
        '98': {
          range: 'ยอดนี้ไม่มีช่องทางรองรับ กรุณาฝากระหว่าง {{min, money}} ถึง {{max, money}}',
          code: 'ไม่สามารถสร้าง QR Code ได้ กรุณาติดต่อฝ่ายบริการลูกค้าพร้อมแจ้ง CODE {{code}}',
        },
        '3000': { wait: 'กรุณารออีก {{wait}} แล้วลองใหม่อีกครั้ง' },
        '6005': { wait: 'ขอรหัส OTP บ่อยเกินไป กรุณารออีก {{wait}}' },
        '1012': {
          remaining:
            'ยอดนี้เกินวงเงินฝาก{{period}}ที่คุณตั้งไว้ ({{limit, money}}) ฝากได้อีก {{remaining, money}} ' +
            'จนถึง {{resets, dateTime}}',
          limit: 'ยอดนี้เกินวงเงินฝาก{{period}}ที่คุณตั้งไว้ ({{limit, money}})',
        },
        '4001': { age: 'เว็บไซต์นี้สำหรับผู้มีอายุ {{age}} ปีขึ้นไปเท่านั้น กรุณายืนยันอายุของคุณ' },
        '5002': {
          until: 'บัญชีนี้พักการเล่นอยู่จนถึง {{until, dateTime}} จึงเข้าสู่ระบบ เล่นเกม และฝากเงินไม่ได้ ' + 'แต่ยังถอนเงินคงเหลือได้',
        },
      },
    },
    period: { day: 'ต่อวัน', week: 'ต่อสัปดาห์', month: 'ต่อเดือน' },
    wait: {
      minutesSeconds: '{{minutes}} นาที {{seconds}} วินาที',
      minutes: '{{minutes}} นาที',
      seconds: '{{seconds}} วินาที',
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
      autoRetry: 'หน้านี้จะกลับมาเองเมื่อระบบพร้อม',
      keptInput: 'ข้อมูลที่คุณกรอกไว้ยังอยู่',
    },
  },
  {
    code: {
      '0': 'Success',
      '1': 'Online',
      '98': 'The QR code could not be created. Please contact support',
      '99': 'This game is under maintenance',
      '1001': 'Not enough balance',
      '1002': 'The amount is below the minimum withdrawal',
      '1003': 'No registered bank account. Please contact support',
      '1004': 'Affiliate income can be withdrawn once a day',
      '1005': 'Too soon since your last withdrawal. Please wait and try again',
      '1007': 'This account cannot log in right now. Please contact support',
      '1008': 'Your password is locked. Please contact support',
      '1009': 'The daily withdrawal amount limit has been reached',
      '1010': 'The daily withdrawal count limit has been reached',
      '1011': 'Both the daily amount and count limits have been reached',
      '1012': 'This is over the deposit limit you set',
      '3000': 'Please wait a moment and try again',
      '4000': 'Please fill in all the details fully and correctly',
      '4001': 'Please confirm that you are old enough for this site',
      '5000': 'Wrong username or password',
      '5001': 'This account cannot log in. Please contact support',
      '5002':
        'This account is self-excluded: logging in, playing and depositing are off. ' +
        'You can still withdraw your balance',
      '6000': 'Please request a new OTP',
      '6001': 'The OTP is incorrect',
      '6002': 'This phone number or account is already registered. Please contact support',
      '6005': 'Too many OTP requests. Please wait a moment',
      '6006': 'Please try again or contact support',
      '7002': 'Your login is no longer valid. Please log in again',
      '7003': 'Your login has expired. Please log in again',
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
        other: 'Please contact support',
      },
      withdraw: { other: 'The withdrawal did not go through. Please try again' },
      line: { '6000': 'This LINE ID is already in use' },
      register: { '9998': 'Please contact support to verify your identity' },
      depositPoll: { '98': 'The QR code has expired. Please start again' },
    },
    valued: {
      withdraw: {
        '1001': { balance: 'Your balance is not enough ({{balance, money}} left)' },
        '1002': { min: 'The minimum withdrawal is {{min, money}}' },
        '1005': { wait: 'One withdrawal every 10 minutes. Please wait {{wait}}' },
        '1009': {
          remainingWait:
            'The daily withdrawal limit is reached. You can withdraw {{remaining, money}} more today, or wait {{wait}}',
          remaining: 'The daily withdrawal limit is reached. You can withdraw {{remaining, money}} more today',
          wait: 'The daily withdrawal limit is reached. You can withdraw again in {{wait}}',
        },
        '1010': {
          remainingWait:
            'The daily number of withdrawals is reached. You can withdraw again in {{wait}} ' +
            '({{remaining, money}} of today’s limit left)',
          wait: 'The daily number of withdrawals is reached. You can withdraw again in {{wait}}',
        },
        '1011': {
          remainingWait:
            'The daily amount and number of withdrawals are reached. You can withdraw again in {{wait}} ' +
            '({{remaining, money}} of today’s limit left)',
          wait: 'The daily amount and number of withdrawals are reached. You can withdraw again in {{wait}}',
        },
      },
      general: {
        '98': {
          range: 'No channel takes this amount. Please deposit between {{min, money}} and {{max, money}}',
          code: 'The QR code could not be created. Please contact support and quote CODE {{code}}',
        },
        '3000': { wait: 'Please wait {{wait}} and try again' },
        '6005': { wait: 'Too many OTP requests. Please wait {{wait}}' },
        '1012': {
          remaining:
            'This is over the {{period}} deposit limit you set ({{limit, money}}). You can deposit ' +
            '{{remaining, money}} more until {{resets, dateTime}}',
          limit: 'This is over the {{period}} deposit limit you set ({{limit, money}})',
        },
        '4001': { age: 'This site is for people aged {{age}} and over only. Please confirm your age' },
        '5002': {
          until:
            'This account is taking a break until {{until, dateTime}}: logging in, playing and depositing are off ' +
            'until then. You can still withdraw your balance',
        },
      },
    },
    period: { day: 'daily', week: 'weekly', month: 'monthly' },
    wait: {
      minutesSeconds: '{{minutes}} min {{seconds}} s',
      minutes: '{{minutes}} min',
      seconds: '{{seconds}} s',
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
      autoRetry: 'This page comes back by itself when we are back.',
      keptInput: 'What you typed is still there.',
    },
  },
);
