/** Banks a member may register (spec §3 bank list values) with the names the profile shows. */
export const BANKS = {
  scb: { th: 'ไทยพาณิชย์', en: 'Siam Commercial Bank' },
  kbank: { th: 'กสิกรไทย', en: 'Kasikorn Bank' },
  ktb: { th: 'กรุงไทย', en: 'Krungthai Bank' },
  bbl: { th: 'กรุงเทพ', en: 'Bangkok Bank' },
  bay: { th: 'กรุงศรีอยุธยา', en: 'Bank of Ayudhya (Krungsri)' },
  tmb: { th: 'ทหารไทยธนชาต', en: 'TMBThanachart Bank' },
  gsb: { th: 'ออมสิน', en: 'Government Savings Bank' },
  baac: { th: 'ธ.ก.ส.', en: 'BAAC' },
  isbt: { th: 'อิสลามแห่งประเทศไทย', en: 'Islamic Bank of Thailand' },
  uob: { th: 'ยูโอบี', en: 'UOB' },
  cimb: { th: 'ซีไอเอ็มบี ไทย', en: 'CIMB Thai' },
  citi: { th: 'ซิตี้แบงก์', en: 'Citibank' },
  kkp: { th: 'เกียรตินาคินภัทร', en: 'Kiatnakin Phatra Bank' },
  ghb: { th: 'อาคารสงเคราะห์', en: 'Government Housing Bank' },
  lhb: { th: 'แลนด์ แอนด์ เฮ้าส์', en: 'Land and Houses Bank' },
} as const;

export type BankId = keyof typeof BANKS;
export const BANK_IDS = Object.keys(BANKS) as [BankId, ...BankId[]];
