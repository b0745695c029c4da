/** Brands, payment channels, notices, promotions and tournaments the seed creates. */

export const GROUPS = [
  { id: 'NKG01', brand: 'nakhon-gold', name: 'Nakhon Gold', line: '@nakhongold', slug: 'nkg' },
  { id: 'LTP01', brand: 'lotus-play', name: 'Lotus Play', line: '@lotusplay', slug: 'ltp' },
] as const;

type ChannelType = 'qr-code' | 'truewallet' | 'tranfer-online' | 'usdt-type';

export interface ChannelSeed {
  type: ChannelType;
  provider: string;
  img: string;
  acc_name: string;
  acc_no?: string;
  bank_id?: string;
  min: number;
  max: number;
  is_bonus?: boolean;
  massage?: string;
  topshow?: boolean;
  address?: string;
  network?: string;
  img_network?: string;
  exchange_satang?: number;
  promptpay_id?: string;
}

/** Limits in baht here; stored in satang. Two QR sub-channels show the amount-range choice of §5. */
export function channelsFor(group: (typeof GROUPS)[number], index: number): ChannelSeed[] {
  const company = `บจก. ${group.name}`;
  const n = (base: string) => `${base}${index}`;
  return [
    {
      type: 'qr-code',
      provider: 'PromptPay QR',
      img: '/assets/channels/promptpay.svg',
      acc_name: company,
      min: 100,
      max: 2000,
      promptpay_id: n('080123456'),
    },
    {
      type: 'qr-code',
      provider: 'PromptPay QR',
      img: '/assets/channels/promptpay.svg',
      acc_name: company,
      min: 2001,
      max: 45000,
      is_bonus: true,
      massage: 'รับโบนัส 2% เมื่อฝากผ่าน QR',
      topshow: true,
      promptpay_id: n('080123457'),
    },
    {
      type: 'truewallet',
      provider: 'TrueMoney Wallet',
      img: '/assets/channels/truewallet.svg',
      acc_name: company,
      min: 50,
      max: 20000,
      is_bonus: true,
      massage: 'โบนัส 5% ทรูวอลเล็ท',
      topshow: false,
      promptpay_id: n('091234567'),
    },
    {
      type: 'tranfer-online',
      provider: 'กสิกรไทย',
      img: '/assets/banks/kbank.svg',
      acc_name: company,
      acc_no: n('123456789'),
      bank_id: 'kbank',
      min: 1,
      max: 45000,
    },
    {
      type: 'tranfer-online',
      provider: 'ไทยพาณิชย์',
      img: '/assets/banks/scb.svg',
      acc_name: company,
      acc_no: n('987654321'),
      bank_id: 'scb',
      min: 1,
      max: 45000,
    },
    {
      type: 'usdt-type',
      provider: 'USDT',
      img: '/assets/channels/usdt.svg',
      acc_name: company,
      min: 500,
      max: 500000,
      address: `T${group.slug.toUpperCase()}${'9XqR3bVn5LmKp2WcYd7FhJs4Tg8Ae6Uz'.slice(0, 30)}`,
      network: 'USDT TRC20',
      img_network: '/assets/channels/trc20.svg',
      exchange_satang: 3650,
    },
  ];
}

export interface NoticeSeed {
  title: string;
  type: 'bank' | 'promotion' | 'game' | 'maintenance' | 'other';
  link?: string;
  image_url?: string;
  game_name?: string;
  content: string;
  show_one?: boolean;
  group_customer?: string;
}

export const NOTICES: NoticeSeed[] = [
  {
    title: 'แจ้งเปลี่ยนบัญชีธนาคาร',
    type: 'bank',
    group_customer: 'A',
    content: '<p>บัญชีฝากเงินมีการเปลี่ยนแปลง กรุณาตรวจสอบเลขบัญชีก่อนโอนทุกครั้ง</p>',
  },
  {
    title: 'โปรโมชั่นสมาชิกใหม่ 100%',
    type: 'promotion',
    link: '/promotion',
    image_url: '/assets/promotions/welcome.svg',
    content: '<p>สมัครวันนี้รับโบนัส 100% สูงสุด 1,000 บาท</p>',
  },
  {
    title: 'เกมใหม่มาแรง',
    type: 'game',
    game_name: 'Golden Dragon',
    link: '/list/slot',
    image_url: '/assets/games/pgsoft-slot-001.svg',
    content: '<p>ลองเล่นเกมใหม่ล่าสุดจาก PGSoft</p>',
  },
  { title: 'ปิดปรับปรุงระบบ', type: 'maintenance', content: '<p>ระบบจะปิดปรับปรุงทุกวันพุธ เวลา 12:00 - 16:00 น.</p>' },
  {
    title: 'ยินดีต้อนรับ',
    type: 'other',
    show_one: true,
    content: '<p>ขอบคุณที่เป็นสมาชิกกับเรา ติดต่อแอดมินได้ตลอด 24 ชั่วโมง</p>',
  },
];

export const PROMOTIONS = [
  {
    code: 'welcome',
    th: 'สมาชิกใหม่รับโบนัส 100%',
    en: 'New member 100% bonus',
    type: 'deposit',
    percent: 100,
    max: 1000,
  },
  {
    code: 'daily',
    th: 'ฝากแรกของวัน รับ 10%',
    en: 'First deposit of the day 10%',
    type: 'deposit',
    percent: 10,
    max: 500,
  },
  {
    code: 'cashback',
    th: 'คืนยอดเสีย 5% ทุกสัปดาห์',
    en: '5% weekly cashback',
    type: 'cashback',
    percent: 5,
    max: 5000,
  },
  {
    code: 'referral',
    th: 'ชวนเพื่อนรับค่าคอมมิชชั่น',
    en: 'Refer a friend commission',
    type: 'affiliate',
    percent: 0,
    max: 0,
  },
];

export const TOURNAMENTS = [
  {
    code: 'slot-weekly',
    th: 'ทัวร์นาเมนต์สล็อตประจำสัปดาห์',
    en: 'Weekly slot tournament',
    type: 'slot',
    prize: 100000,
    startDays: -2,
    endDays: 5,
  },
  {
    code: 'slot-coming',
    th: 'ทัวร์นาเมนต์สล็อตเดือนหน้า',
    en: 'Next month slot tournament',
    type: 'slot',
    prize: 300000,
    startDays: 10,
    endDays: 40,
  },
  {
    code: 'casino-ended',
    th: 'ทัวร์นาเมนต์บาคาร่า',
    en: 'Baccarat tournament',
    type: 'casino',
    prize: 50000,
    startDays: -40,
    endDays: -10,
  },
];
