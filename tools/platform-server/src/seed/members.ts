/** Members the seed creates: two demo members per spec, plus fixtures that reach the login codes. */
export interface MemberSeed {
  username: string;
  password: string;
  groupId: string;
  phone: string;
  firstname: string;
  lastname: string;
  bank: string;
  bankNo: string;
  balanceSatang: number;
  status?: 'active' | 'disabled' | 'locked';
  upline?: string;
  lineId?: string;
}

export const DEMO_MEMBERS: MemberSeed[] = [
  {
    username: 'demo01',
    password: 'demo1234',
    groupId: 'NKG01',
    phone: '0811111101',
    firstname: 'สมชาย',
    lastname: 'ใจดี',
    bank: 'kbank',
    bankNo: '1234567890',
    balanceSatang: 500000,
  },
  {
    username: 'demo02',
    password: 'demo1234',
    groupId: 'LTP01',
    phone: '0811111102',
    firstname: 'สมหญิง',
    lastname: 'รักเรียน',
    bank: 'scb',
    bankNo: '2345678901',
    balanceSatang: 500000,
  },
];

/** QA fixtures: a locked upline with a downline (1007) and a disabled account (5001). */
export const FIXTURE_MEMBERS: MemberSeed[] = [
  {
    username: 'lockedupline',
    password: 'demo1234',
    groupId: 'NKG01',
    phone: '0811111103',
    firstname: 'Locked',
    lastname: 'Upline',
    bank: 'ktb',
    bankNo: '3456789012',
    balanceSatang: 0,
    status: 'locked',
  },
  {
    username: 'downline01',
    password: 'demo1234',
    groupId: 'NKG01',
    phone: '0811111104',
    firstname: 'Down',
    lastname: 'Line',
    bank: 'bbl',
    bankNo: '4567890123',
    balanceSatang: 0,
    upline: 'lockedupline',
  },
  {
    username: 'disabled01',
    password: 'demo1234',
    groupId: 'NKG01',
    phone: '0811111105',
    firstname: 'Disabled',
    lastname: 'Member',
    bank: 'bay',
    bankNo: '5678901234',
    balanceSatang: 0,
    status: 'disabled',
  },
];

/** A phone that must verify identity with the admin before register / forgot (9998). */
export const FLAGGED_PHONE = '0899999998';
