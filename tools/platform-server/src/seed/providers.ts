/** The 20 providers of spec §1 and the game types each one supplies. */
export type GameType = 'casino' | 'slot' | 'fishing' | 'lotto' | 'sport';

export interface ProviderSeed {
  code: string;
  name: string;
  nameTh: string;
  types: GameType[];
}

export const PROVIDERS: ProviderSeed[] = [
  { code: 'evolution', name: 'Evolution', nameTh: 'อีโวลูชั่น', types: ['casino'] },
  { code: 'pragmatic', name: 'Pragmatic', nameTh: 'พราคมาติก', types: ['slot', 'casino'] },
  { code: 'redtiger', name: 'Red Tiger', nameTh: 'เรดไทเกอร์', types: ['slot'] },
  { code: 'asiagaming', name: 'Asia Gaming', nameTh: 'เอเชียเกมมิ่ง', types: ['casino'] },
  { code: 'sagaming', name: 'SA Gaming', nameTh: 'เอสเอ เกมมิ่ง', types: ['casino'] },
  { code: 'pretty', name: 'Pretty Gaming', nameTh: 'พริตตี้ เกมมิ่ง', types: ['casino'] },
  { code: 'allbet', name: 'Allbet', nameTh: 'ออลเบท', types: ['casino'] },
  { code: 'playstar', name: 'Playstar', nameTh: 'เพลย์สตาร์', types: ['slot'] },
  { code: 'pgsoft', name: 'PGSoft', nameTh: 'พีจีซอฟท์', types: ['slot'] },
  { code: 'kingmaker', name: 'KingMaker', nameTh: 'คิงเมคเกอร์', types: ['slot', 'fishing'] },
  { code: 'joker', name: 'Joker', nameTh: 'โจ๊กเกอร์', types: ['slot', 'fishing'] },
  { code: 'dream', name: 'Dream Gaming', nameTh: 'ดรีมเกมมิ่ง', types: ['casino'] },
  { code: 'dragoonsoft', name: 'Dragoon Soft', nameTh: 'ดรากูนซอฟท์', types: ['slot', 'fishing'] },
  { code: 'cq9', name: 'CQ9', nameTh: 'ซีคิว9', types: ['slot', 'fishing'] },
  { code: 'aesexy', name: 'AE Sexy', nameTh: 'เออี เซ็กซี่', types: ['casino'] },
  { code: 'spadegaming', name: 'SpadeGaming', nameTh: 'สเปดเกมมิ่ง', types: ['slot', 'fishing'] },
  { code: 'wm', name: 'WM Casino', nameTh: 'ดับเบิลยูเอ็ม คาสิโน', types: ['casino'] },
  { code: 'bti', name: 'Bti', nameTh: 'บีทีไอ', types: ['sport'] },
  { code: 'habanero', name: 'Habanero', nameTh: 'ฮาบาเนโร่', types: ['slot'] },
  { code: 'virtualtech', name: 'Virtual Tech', nameTh: 'เวอร์ชวลเทค', types: ['lotto', 'sport'] },
];

/** Demo entries of spec §1: casino type, language th, handle containing "-demo". */
export const DEMO_PROVIDERS = ['allbet', 'dream', 'wm', 'pretty'] as const;
