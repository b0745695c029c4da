/**
 * Game search (`search` of GraphQL `lists` / `listsPage` and REST lists): finds what Thai and English players type.
 *
 * Text is compared normalised (`normaliseSearch`): lower case, only letters, digits and marks kept, so spaces,
 * hyphens and apostrophes do not count ("Red Tiger" = "red tiger" = "redtiger", "PG Soft" = "pgsoft"); Thai as
 * typed, except two keyboard slips that look the same on screen.
 *
 * A term matches a game when
 * - the normalised term is part of the game's text: its Thai and English name, its code, its provider's name,
 *   Thai name and other spellings (`searchText`, built once per game when the catalogue loads); or
 * - the words of `SEARCH_WORDS` (category words such as สล็อต, ยิงปลา, roulette) and `FILLER_WORDS` (เกม, online,
 *   สด …) peeled off its ends leave a rest that is part of the game's text (or nothing), and the game carries every
 *   tag those words name: "สล็อต", "เกมยิงปลา", "บาคาร่าสด", "pg slot", "สล็อตโจ๊กเกอร์".
 */

/** What a category word stands for: a game type, a flag, or a kind of table game (found in the game's names). */
export type SearchTag =
  | 'casino'
  | 'slot'
  | 'fishing'
  | 'lotto'
  | 'sport'
  | 'freespin'
  | 'hot'
  | 'new'
  | 'baccarat'
  | 'roulette'
  | 'blackjack'
  | 'sicbo'
  | 'dragontiger';

/** The words players type for each tag, Thai and English, with the spellings Thai players use. */
export const SEARCH_WORDS: Readonly<Record<SearchTag, readonly string[]>> = {
  slot: ['slot', 'slots', 'สล็อต', 'สล๊อต', 'สลอต'],
  casino: ['casino', 'livecasino', 'คาสิโน', 'คาสิโนสด', 'ไลฟ์คาสิโน'],
  fishing: ['fishing', 'fish', 'ยิงปลา', 'ตกปลา'],
  lotto: ['lotto', 'lottery', 'หวย', 'ลอตเตอรี่', 'ล็อตเตอรี่'],
  sport: ['sport', 'sports', 'กีฬา', 'สปอร์ต', 'แทงบอล'],
  freespin: ['freespin', 'freespins', 'ฟรีสปิน', 'ฟรีสปิ้น'],
  hot: ['hot', 'ฮิต', 'เกมฮิต', 'ยอดนิยม'],
  new: ['new', 'ใหม่', 'มาใหม่'],
  baccarat: ['baccarat', 'บาคาร่า', 'บาคารา'],
  roulette: ['roulette', 'รูเล็ต', 'รูเล็ท', 'รูเลท'],
  blackjack: ['blackjack', 'แบล็คแจ็ค', 'แบล็กแจ็ก', 'แบล็คแจ็ก', 'แบล็กแจ็ค'],
  sicbo: ['sicbo', 'hilo', 'ไฮโล', 'ซิกโบ'],
  dragontiger: ['dragontiger', 'เสือมังกร'],
};

/** Words around a category word that narrow nothing ("เกมยิงปลา", "สล็อตออนไลน์", "บาคาร่าสด", "live casino"). */
export const FILLER_WORDS: readonly string[] = [
  'game',
  'games',
  'เกม',
  'เกมส์',
  'online',
  'ออนไลน์',
  'live',
  'สด',
  'ไลฟ์',
  'ค่าย',
];

/** Lower case; only letters, digits and marks (Thai vowels and tone marks are marks); two Thai keyboard slips fixed. */
export function normaliseSearch(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\p{M}]+/gu, '')
      // เ typed twice for แ, and nikhahit + sara aa for sara am: they look the same on screen.
      .replace(/เเ/g, 'แ')
      .replace(/\u0E4D\u0E32/g, 'ำ')
  );
}

/** Every known word, normalised, with its tag (null for a filler), longest first so "คาสิโนสด" goes before "คาสิโน". */
const WORDS: readonly (readonly [string, SearchTag | null])[] = [
  ...Object.entries(SEARCH_WORDS).flatMap(([tag, words]) => words.map((w) => [w, tag as SearchTag] as const)),
  ...FILLER_WORDS.map((w) => [w, null] as const),
]
  .map(([w, tag]) => [normaliseSearch(w), tag] as const)
  .sort((a, b) => b[0].length - a[0].length);

/** Kinds of table game: a game has one when one of its words is in its own names ("Speed Baccarat", "รูเล็ต"). */
const KIND_WORDS = (['baccarat', 'roulette', 'blackjack', 'sicbo', 'dragontiger'] as const).map(
  (tag) => [tag, SEARCH_WORDS[tag].map(normaliseSearch)] as const,
);

/** What a game is searched by; built once per game when the catalogue loads. */
export interface Searchable {
  /** The game's and its provider's names, normalised, one per line (so a term never spans two of them). */
  searchText: string;
  searchTags: ReadonlySet<SearchTag>;
}

export interface SearchableGame {
  type: string;
  freespin: boolean;
  hot: boolean;
  new: boolean;
  code: string;
  name_th: string;
  name_en: string;
  provider_name: string;
  /** How Thai players write the provider's name, and its other spellings, one per line. */
  provider_names_th: string;
}

export function searchable(game: SearchableGame): Searchable {
  const names = [game.name_en, game.name_th].map(normaliseSearch);
  const tags = new Set<SearchTag>([game.type as SearchTag]);
  if (game.freespin) tags.add('freespin');
  if (game.hot) tags.add('hot');
  if (game.new) tags.add('new');
  for (const [kind, words] of KIND_WORDS) {
    if (words.some((word) => names.some((name) => name.includes(word)))) tags.add(kind);
  }
  const text = [...names, game.code, game.provider_name, ...game.provider_names_th.split('\n')]
    .map(normaliseSearch)
    .filter(Boolean);
  return { searchText: text.join('\n'), searchTags: tags };
}

/** A term read once per request. */
export interface SearchQuery {
  /** The whole term, normalised ('' when nothing of it is searchable: it then matches nothing). */
  text: string;
  /** The tags of the category words peeled off its ends, and what is left; undefined when none were. */
  peeled?: { tags: SearchTag[]; rest: string };
}

export function parseSearch(term: string): SearchQuery {
  const text = normaliseSearch(term);
  const tags = new Set<SearchTag>();
  let rest = text;
  for (let found = true; found && rest;) {
    found = false;
    for (const [word, tag] of WORDS) {
      if (rest.startsWith(word)) rest = rest.slice(word.length);
      else if (rest.endsWith(word)) rest = rest.slice(0, -word.length);
      else continue;
      if (tag) tags.add(tag);
      found = true;
      break;
    }
  }
  // Only filler words ("online game"), or a rest too short to mean anything, would match nearly everything: a rest
  // needs 2 characters next to a category word ("pg slot"), else the 3 a search needs ("sa game" is not "sa").
  const length = [...rest].length;
  const useful = rest !== text && (tags.size > 0 ? length === 0 || length >= 2 : length >= 3);
  return useful ? { text, peeled: { tags: [...tags], rest } } : { text };
}

export function matchesSearch(game: Searchable, query: SearchQuery): boolean {
  if (query.text && game.searchText.includes(query.text)) return true;
  const { peeled } = query;
  return (
    peeled !== undefined &&
    peeled.tags.every((tag) => game.searchTags.has(tag)) &&
    (peeled.rest === '' || game.searchText.includes(peeled.rest))
  );
}
