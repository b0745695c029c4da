import { DEMO_PROVIDERS, PROVIDERS, type GameType } from './providers.ts';

/** A game row as the seed inserts it (jsonb_to_recordset column names). */
export interface GameSeed {
  provider: string;
  type: GameType;
  category: string;
  code: string;
  name_th: string;
  name_en: string;
  language: string;
  freespin: boolean;
  hot: boolean;
  new: boolean;
  category_name: string;
  handle: string;
  rating: number;
  launching: boolean;
  sort: number;
  age_days: number;
}

const ADJECTIVES: [string, string][] = [
  ['Golden', 'ทองคำ'],
  ['Lucky', 'นำโชค'],
  ['Wild', 'ป่าเถื่อน'],
  ['Mystic', 'มหัศจรรย์'],
  ['Royal', 'ราชันย์'],
  ['Fortune', 'โชคลาภ'],
  ['Jade', 'หยก'],
  ['Thunder', 'สายฟ้า'],
  ['Crystal', 'คริสตัล'],
  ['Sacred', 'ศักดิ์สิทธิ์'],
  ['Mighty', 'ทรงพลัง'],
  ['Lotus', 'ดอกบัว'],
  ['Emerald', 'มรกต'],
  ['Ruby', 'ทับทิม'],
  ['Sunset', 'ยามอัสดง'],
  ['Moonlight', 'แสงจันทร์'],
  ['Diamond', 'เพชร'],
  ['Silk', 'ผ้าไหม'],
  ['Neon', 'นีออน'],
  ['Eternal', 'นิรันดร์'],
];
const NOUNS: [string, string][] = [
  ['Dragon', 'มังกร'],
  ['Tiger', 'เสือ'],
  ['Elephant', 'ช้าง'],
  ['Phoenix', 'หงส์'],
  ['Koi', 'ปลาคาร์ฟ'],
  ['Panda', 'แพนด้า'],
  ['Temple', 'วิหาร'],
  ['Treasure', 'สมบัติ'],
  ['Empire', 'อาณาจักร'],
  ['Riches', 'ความมั่งคั่ง'],
  ['Garden', 'สวน'],
  ['Festival', 'เทศกาล'],
  ['Warrior', 'นักรบ'],
  ['Queen', 'ราชินี'],
  ['Monkey', 'วานร'],
  ['Buffalo', 'กระทิง'],
  ['Naga', 'พญานาค'],
  ['Garuda', 'ครุฑ'],
  ['Mahjong', 'มาจอง'],
  ['Fruits', 'ผลไม้'],
  ['Gems', 'อัญมณี'],
  ['Candy', 'ลูกกวาด'],
  ['Pharaoh', 'ฟาโรห์'],
  ['Wolf', 'หมาป่า'],
];
const TABLES: [string, string][] = [
  ['Baccarat A', 'บาคาร่า A'],
  ['Baccarat B', 'บาคาร่า B'],
  ['Baccarat C', 'บาคาร่า C'],
  ['Speed Baccarat', 'สปีดบาคาร่า'],
  ['Dragon Tiger', 'เสือมังกร'],
  ['Roulette', 'รูเล็ต'],
  ['Sic Bo', 'ไฮโล'],
  ['Blackjack', 'แบล็คแจ็ค'],
];
const FISHING: [string, string][] = [
  ['Ocean King', 'ราชาแห่งมหาสมุทร'],
  ['Fishing War', 'สงครามตกปลา'],
  ['Golden Toad', 'คางคกทอง'],
  ['Deep Sea Hunter', 'นักล่าใต้ทะเลลึก'],
  ['Mermaid Reef', 'แนวปะการังนางเงือก'],
];
const LOTTO: [string, string][] = [
  ['Thai Government Lottery', 'หวยรัฐบาลไทย'],
  ['Hanoi Lottery', 'หวยฮานอย'],
  ['Lao Lottery', 'หวยลาว'],
  ['Yeekee 15 min', 'หวยยี่กี 15 นาที'],
  ['Yeekee 5 min', 'หวยยี่กี 5 นาที'],
  ['Malaysia Lottery', 'หวยมาเลย์'],
  ['Thai Stock Lottery', 'หวยหุ้นไทย'],
  ['Nikkei Lottery', 'หวยหุ้นนิเคอิ'],
  ['Hang Seng Lottery', 'หวยหุ้นฮั่งเส็ง'],
  ['GSB Lottery', 'หวยออมสิน'],
];
const SPORTS: [string, string][] = [
  ['Football', 'ฟุตบอล'],
  ['Basketball', 'บาสเกตบอล'],
  ['Tennis', 'เทนนิส'],
  ['eSports', 'อีสปอร์ต'],
  ['Muay Thai', 'มวยไทย'],
  ['Volleyball', 'วอลเลย์บอล'],
];
const VIRTUAL_SPORTS: [string, string][] = [
  ['Virtual Football', 'ฟุตบอลเสมือนจริง'],
  ['Virtual Horse Racing', 'แข่งม้าเสมือนจริง'],
  ['Virtual Basketball', 'บาสเกตบอลเสมือนจริง'],
  ['Virtual Tennis', 'เทนนิสเสมือนจริง'],
];

/** Deterministic pseudo-random flags: the same seed gives the same catalogue everywhere. */
function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return h;
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export function buildGames(): GameSeed[] {
  const games: GameSeed[] = [];
  const handles = new Set<string>();
  const add = (
    provider: string,
    type: GameType,
    index: number,
    [en, th]: [string, string],
    extra: Partial<GameSeed> = {},
  ) => {
    const p = PROVIDERS.find((x) => x.code === provider)!;
    const code = extra.code ?? `${provider}-${type}-${String(index + 1).padStart(3, '0')}`;
    let handle = extra.handle ?? `${provider}-${slug(en)}`;
    while (handles.has(handle)) handle = `${handle}-${index + 1}`;
    handles.add(handle);
    const h = hash(code);
    games.push({
      provider,
      type,
      category: provider,
      code,
      name_th: th,
      name_en: en,
      language: 'th',
      freespin: type === 'slot' && h % 3 === 0,
      hot: h % 5 === 0,
      new: index < 3 || h % 11 === 0,
      category_name: p.name,
      handle,
      rating: 1 + (h % 5),
      launching: true,
      sort: index,
      age_days: h % 400,
      ...extra,
    });
  };
  PROVIDERS.forEach((p, pi) => {
    if (p.types.includes('slot')) {
      for (let i = 0; i < 24; i++) {
        const [adjEn, adjTh] = ADJECTIVES[(i + pi * 5) % ADJECTIVES.length]!;
        const [nounEn, nounTh] = NOUNS[(i * 7 + pi * 3) % NOUNS.length]!;
        add(p.code, 'slot', i, [`${adjEn} ${nounEn}`, `${nounTh}${adjTh}`]);
      }
    }
    if (p.types.includes('casino'))
      TABLES.forEach((t, i) => add(p.code, 'casino', i, [`${p.name} ${t[0]}`, `${t[1]} ${p.name}`]));
    if (p.types.includes('fishing')) FISHING.forEach((f, i) => add(p.code, 'fishing', i, [`${f[0]}`, f[1]]));
    if (p.types.includes('lotto')) LOTTO.forEach((l, i) => add(p.code, 'lotto', i, l));
    if (p.types.includes('sport'))
      (p.code === 'bti' ? SPORTS : VIRTUAL_SPORTS).forEach((s, i) => add(p.code, 'sport', i, s));
  });
  DEMO_PROVIDERS.forEach((provider, i) => {
    const p = PROVIDERS.find((x) => x.code === provider)!;
    add(provider, 'casino', 100 + i, [`${p.name} Demo`, `${p.name} ทดลองเล่น`], {
      code: `${provider}-demo`,
      handle: `${provider}-demo`,
      language: 'th',
      hot: false,
      new: false,
      freespin: false,
      sort: 1000 + i,
    });
  });
  return games;
}
