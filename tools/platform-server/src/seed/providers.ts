/** The 20 providers of spec §1 and the game types each one supplies. */
export type GameType = 'casino' | 'slot' | 'fishing' | 'lotto' | 'sport';

export interface ProviderSeed {
  code: string;
  /** Shown in both languages: provider names stay in Latin script on Thai pages too. */
  name: string;
  /** How Thai players write the name; search matches it, nothing shows it. */
  nameTh: string;
  /**
   * Other spellings players type (Thai without a tone mark, a brand's nickname); search only. No category words
   * here ("pg slot", "sexy baccarat"): search reads those itself, and one here would pull in all the provider's games.
   */
  aliases?: string[];
  types: GameType[];
}

export const PROVIDERS: ProviderSeed[] = [
  { code: 'evolution', name: 'Evolution', nameTh: 'อีโวลูชั่น', aliases: ['เอโวลูชั่น', 'อีโวลูชัน'], types: ['casino'] },
  {
    code: 'pragmatic',
    name: 'Pragmatic',
    nameTh: 'พราคมาติก',
    aliases: ['pragmatic play', 'ปราคมาติก', 'พราคมาติกเพลย์'],
    types: ['slot', 'casino'],
  },
  { code: 'redtiger', name: 'Red Tiger', nameTh: 'เรดไทเกอร์', aliases: ['เร้ดไทเกอร์'], types: ['slot'] },
  {
    code: 'asiagaming',
    name: 'Asia Gaming',
    nameTh: 'เอเชียเกมมิ่ง',
    aliases: ['เอเซียเกมมิ่ง', 'เอเชียเกมมิง'],
    types: ['casino'],
  },
  { code: 'sagaming', name: 'SA Gaming', nameTh: 'เอสเอ เกมมิ่ง', aliases: ['sa game', 'เอสเอเกมมิง'], types: ['casino'] },
  {
    code: 'pretty',
    name: 'Pretty Gaming',
    nameTh: 'พริตตี้ เกมมิ่ง',
    aliases: ['pretty game', 'พริตตี้เกมมิง'],
    types: ['casino'],
  },
  { code: 'allbet', name: 'Allbet', nameTh: 'ออลเบท', aliases: ['ออลเบ็ท', 'ออลเบ็ต'], types: ['casino'] },
  { code: 'playstar', name: 'Playstar', nameTh: 'เพลย์สตาร์', aliases: ['เพลสตาร์'], types: ['slot'] },
  { code: 'pgsoft', name: 'PGSoft', nameTh: 'พีจีซอฟท์', aliases: ['พีจีซอฟต์'], types: ['slot'] },
  { code: 'kingmaker', name: 'KingMaker', nameTh: 'คิงเมคเกอร์', aliases: ['คิงเมกเกอร์'], types: ['slot', 'fishing'] },
  { code: 'joker', name: 'Joker', nameTh: 'โจ๊กเกอร์', aliases: ['joker gaming', 'โจกเกอร์'], types: ['slot', 'fishing'] },
  { code: 'dream', name: 'Dream Gaming', nameTh: 'ดรีมเกมมิ่ง', aliases: ['ดรีมเกมมิง'], types: ['casino'] },
  {
    code: 'dragoonsoft',
    name: 'Dragoon Soft',
    nameTh: 'ดรากูนซอฟท์',
    aliases: ['ดรากูนซอฟต์'],
    types: ['slot', 'fishing'],
  },
  { code: 'cq9', name: 'CQ9', nameTh: 'ซีคิว9', aliases: ['ซีคิวไนน์', 'ซีคิวเก้า'], types: ['slot', 'fishing'] },
  {
    code: 'aesexy',
    name: 'AE Sexy',
    nameTh: 'เออี เซ็กซี่',
    aliases: ['sexy gaming', 'เซ็กซี่เกมมิ่ง'],
    types: ['casino'],
  },
  { code: 'spadegaming', name: 'SpadeGaming', nameTh: 'สเปดเกมมิ่ง', aliases: ['สเปดเกมมิง'], types: ['slot', 'fishing'] },
  { code: 'wm', name: 'WM Casino', nameTh: 'ดับเบิลยูเอ็ม คาสิโน', aliases: ['ดับบลิวเอ็ม', 'ดับเบิ้ลยูเอ็ม'], types: ['casino'] },
  { code: 'bti', name: 'Bti', nameTh: 'บีทีไอ', types: ['sport'] },
  { code: 'habanero', name: 'Habanero', nameTh: 'ฮาบาเนโร่', types: ['slot'] },
  {
    code: 'virtualtech',
    name: 'Virtual Tech',
    nameTh: 'เวอร์ชวลเทค',
    aliases: ['เวอร์ชัวลเทค'],
    types: ['lotto', 'sport'],
  },
];

/** Demo entries of spec §1: casino type, language th, handle containing "-demo". */
export const DEMO_PROVIDERS = ['allbet', 'dream', 'wm', 'pretty'] as const;
