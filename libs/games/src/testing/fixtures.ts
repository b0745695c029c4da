import { providers, type CategoryItem, type GameItem } from '../types';

const words: [string, string][] = [
  ['Golden', 'ทองคำ'],
  ['Lucky', 'นำโชค'],
  ['Mystic', 'มหัศจรรย์'],
  ['Royal', 'ราชันย์'],
  ['Fortune', 'โชคลาภ'],
  ['Jade', 'หยก'],
  ['Thunder', 'สายฟ้า'],
  ['Sacred', 'ศักดิ์สิทธิ์'],
  ['Lotus', 'ดอกบัว'],
  ['Moonlight', 'แสงจันทร์'],
];
const nouns: [string, string][] = [
  ['Dragon', 'มังกร'],
  ['Tiger', 'เสือ'],
  ['Elephant', 'ช้าง'],
  ['Phoenix', 'หงส์'],
  ['Naga', 'พญานาค'],
  ['Garuda', 'ครุฑ'],
  ['Treasure', 'สมบัติ'],
  ['Temple', 'วิหาร'],
  ['Queen', 'ราชินี'],
  ['Koi', 'ปลาคาร์ฟ'],
  ['Mahjong', 'มาจอง'],
];
const types = ['slot', 'slot', 'slot', 'casino', 'fishing', 'lotto', 'sport'] as const;

/** Artwork as an inline SVG, so stories and the benchmark show pictures without a server. Fixture data only. */
export function fixtureArt(index: number): string {
  const hue = (index * 47) % 360;
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120">' +
    '<defs><linearGradient id="g" x2="1" y2="1">' +
    `<stop offset="0" stop-color="hsl(${hue} 70% 45%)"/>` +
    `<stop offset="1" stop-color="hsl(${(hue + 60) % 360} 70% 22%)"/>` +
    '</linearGradient></defs>' +
    '<rect width="120" height="120" fill="url(#g)"/>' +
    `<circle cx="60" cy="56" r="26" fill="hsl(${hue} 80% 75% / .5)"/>` +
    '</svg>';
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A deterministic game list item; `overrides` win. */
export function makeGame(index: number, overrides: Partial<GameItem> = {}): GameItem {
  const [adjEn, adjTh] = words[index % words.length]!;
  const [nounEn, nounTh] = nouns[(index * 7) % nouns.length]!;
  const provider = providers[index % providers.length]!;
  const type = types[index % types.length]!;
  return {
    _id: `game-${index}`,
    type,
    category: provider.id,
    code: `${provider.id}-${type}-${index}`,
    img: fixtureArt(index),
    language: 'th',
    nameTh: `${nounTh}${adjTh} ${index + 1}`,
    nameEn: `${adjEn} ${nounEn} ${index + 1}`,
    freespin: type === 'slot' && index % 3 === 0,
    hot: index % 5 === 0,
    new: index % 11 === 0,
    categoryName: provider.name,
    handle: `${provider.id}-${adjEn.toLowerCase()}-${nounEn.toLowerCase()}-${index + 1}`,
    rating: 1 + (index % 5),
    favourite: index % 4 === 0,
    recent: false,
    launching: true,
    maintenance: false,
    ...overrides,
  };
}

export function makeGames(count: number, overrides: Partial<GameItem> = {}): GameItem[] {
  return Array.from({ length: count }, (_, i) => makeGame(i, overrides));
}

/** A provider tile (category item) for one of the 20 providers. */
export function makeCategory(providerId: string, type = 'slot', overrides: Partial<CategoryItem> = {}): CategoryItem {
  const provider = providers.find((p) => p.id === providerId) ?? providers[0]!;
  return {
    _id: `cat-${provider.id}-${type}`,
    type,
    category: provider.id,
    code: provider.id,
    img: '',
    language: 'th',
    nameTh: provider.name,
    nameEn: provider.name,
    launching: type !== 'slot' && type !== 'fishing',
    hot: false,
    new: false,
    root: false,
    categoryName: provider.name,
    handle: provider.id,
    ...overrides,
  };
}
