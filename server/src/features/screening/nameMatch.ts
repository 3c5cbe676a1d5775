/**
 * Name matching for sanctions screening (D44): both names are normalised the same way (case,
 * accents by NFKD with the marks stripped, letters NFKD leaves whole, punctuation, legal forms
 * and titles), their words compared in any order, and scored 0–1 with Jaro-Winkler. The
 * threshold and its measured misses and false hits are in docs/decisions.md ("screening").
 */

/** Letters NFKD does not decompose into a base letter and a mark. */
const WHOLE_LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  ı: 'i',
  þ: 'th',
};

/**
 * Words that say what kind of party a name is, not which: legal forms, titles and joining
 * words. "Acme Trading Ltd" and "ACME TRADING LLC" are the same name to a screener.
 */
const NOISE_WORDS: ReadonlySet<string> = new Set([
  'the',
  'and',
  'of',
  'for',
  'ltd',
  'limited',
  'llc',
  'inc',
  'incorporated',
  'co',
  'corp',
  'corporation',
  'company',
  'gmbh',
  'ag',
  'kg',
  'sa',
  'sarl',
  'srl',
  'spa',
  'bv',
  'nv',
  'plc',
  'llp',
  'lp',
  'pte',
  'jsc',
  'ojsc',
  'pjsc',
  'cjsc',
  'ooo',
  'zao',
  'oao',
  'fze',
  'fzco',
  'fzc',
  'mr',
  'mrs',
  'ms',
  'dr',
]);

/** The words of a name, normalised; a name that is all noise words keeps them. */
export function nameTokens(name: string): string[] {
  const folded = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøđðłıþ]/g, (letter) => WHOLE_LETTERS[letter] ?? letter)
    // An apostrophe joins (O'Brien is obrien); any other non-letter, non-digit separates.
    .replace(/['’`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  const words = folded ? folded.split(' ') : [];
  const kept = words.filter((word) => !NOISE_WORDS.has(word));
  return kept.length > 0 ? kept : words;
}

let leftScratch = new Uint8Array(64);
let rightScratch = new Uint8Array(64);

/**
 * Jaro-Winkler similarity of two strings (prefix scale 0.1, prefix up to 4), 0–1; with a
 * prefix scale of 0, the plain Jaro similarity.
 */
export function jaroWinkler(left: string, right: string, prefixScale = 0.1): number {
  if (left === right) return 1;
  const leftLength = left.length;
  const rightLength = right.length;
  if (leftLength === 0 || rightLength === 0) return 0;
  const window = Math.max(0, Math.floor(Math.max(leftLength, rightLength) / 2) - 1);
  // One pair of scratch arrays for every call (screening compares thousands of words a name).
  if (leftLength > leftScratch.length || rightLength > rightScratch.length) {
    leftScratch = new Uint8Array(Math.max(leftLength, rightLength) * 2);
    rightScratch = new Uint8Array(Math.max(leftLength, rightLength) * 2);
  }
  const leftMatched = leftScratch;
  const rightMatched = rightScratch;
  leftMatched.fill(0, 0, leftLength);
  rightMatched.fill(0, 0, rightLength);
  let matches = 0;
  for (let i = 0; i < leftLength; i += 1) {
    const from = Math.max(0, i - window);
    const to = Math.min(i + window + 1, rightLength);
    for (let j = from; j < to; j += 1) {
      if (rightMatched[j] || left.charCodeAt(i) !== right.charCodeAt(j)) continue;
      leftMatched[i] = 1;
      rightMatched[j] = 1;
      matches += 1;
      break;
    }
  }
  if (matches === 0) return 0;
  let transpositions = 0;
  let k = 0;
  for (let i = 0; i < leftLength; i += 1) {
    if (!leftMatched[i]) continue;
    while (!rightMatched[k]) k += 1;
    if (left.charCodeAt(i) !== right.charCodeAt(k)) transpositions += 1;
    k += 1;
  }
  const jaro = (matches / leftLength + matches / rightLength + (matches - transpositions / 2) / matches) / 3;
  let prefix = 0;
  while (prefix < 4 && prefix < leftLength && prefix < rightLength && left[prefix] === right[prefix])
    prefix += 1;
  return jaro + prefix * prefixScale * (1 - jaro);
}

/** Two words alike: initials and two-letter words only when equal, longer ones by Jaro-Winkler. */
export const wordSimilarity = (left: string, right: string) =>
  Math.min(left.length, right.length) <= 2 ? (left === right ? 1 : 0) : jaroWinkler(left, right);

/** How much a word says about who a name is: 1 for every word unless the list weighs them. */
export type WordWeight = (word: string) => number;
const EQUAL_WEIGHT: WordWeight = () => 1;
/** How alike a word of the screened name and a word of the listed one are, 0–1. */
export type WordSimilarity = (screened: string, listed: string) => number;

/**
 * How well the words of `wanted` are found among the words of `within`, each used once: the
 * weighted mean of each wanted word's best match (greedy, best pairs first). A word common in
 * the list ("trading", "industries") weighs little, so sharing it says little.
 */
function coverage(
  wanted: readonly string[],
  within: readonly string[],
  weight: WordWeight,
  similarity: (wanted: string, within: string) => number,
): number {
  const pairs: { score: number; wanted: number; within: number }[] = [];
  wanted.forEach((word, wantedIndex) =>
    within.forEach((other, withinIndex) =>
      pairs.push({ score: similarity(word, other), wanted: wantedIndex, within: withinIndex }),
    ),
  );
  pairs.sort((left, right) => right.score - left.score);
  const usedWanted = new Set<number>();
  const usedWithin = new Set<number>();
  let total = 0;
  for (const pair of pairs) {
    if (usedWanted.has(pair.wanted) || usedWithin.has(pair.within)) continue;
    usedWanted.add(pair.wanted);
    usedWithin.add(pair.within);
    total += pair.score * weight(wanted[pair.wanted] ?? '');
  }
  const weights = wanted.reduce((sum, word) => sum + weight(word), 0);
  return weights > 0 ? total / weights : 0;
}

/**
 * The similarity of two names' words, 0–1, whatever their order. Names of two words or more
 * are compared word by word: the words of either found in the other (a name with a middle name
 * or a trading suffix still matches), each word weighted by how rare it is in the list. A
 * one-word listed name is looked for among the screened name's words. A one-word screened name
 * is compared whole with the listed name's words joined, by plain Jaro (no bonus for a shared
 * start), so a given name alone ("Benedetta") is not the listed person who bears it.
 */
export function nameSimilarity(
  screened: readonly string[],
  listed: readonly string[],
  weight: WordWeight = EQUAL_WEIGHT,
  similarity: WordSimilarity = wordSimilarity,
): number {
  const [only] = screened;
  if (only === undefined || listed.length === 0) return 0;
  const listedInScreened = () =>
    coverage(listed, screened, weight, (listedWord, screenedWord) => similarity(screenedWord, listedWord));
  if (screened.length >= 2 && listed.length >= 2)
    return Math.max(listedInScreened(), coverage(screened, listed, weight, similarity));
  if (listed.length === 1) return listedInScreened();
  return jaroWinkler(only, listed.join(''), 0);
}
