import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseSdnCsv, type SanctionsEntry } from '../sdnCsv';

/** The shipped fictional list (server/testing/sanctions-sample.csv; every entry invented). */
export const SANCTIONS_SAMPLE_FILE = path.resolve(__dirname, '../../../../testing/sanctions-sample.csv');

export const sampleEntries = (): SanctionsEntry[] => parseSdnCsv(readFileSync(SANCTIONS_SAMPLE_FILE, 'utf8'));

/** A name as a customer might type a listed one, and the entry it is. */
export interface Variant {
  name: string;
  entryId: string;
  kind: 'order' | 'accents' | 'typo' | 'punctuation' | 'spelling' | 'shortened';
}

const ACCENTED: Readonly<Record<string, string>> = { a: 'á', e: 'é', i: 'í', o: 'ö', u: 'ü', c: 'ç', n: 'ñ' };
const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();

/** "SURNAME, Given Names" → its parts; an entity's name is all given. */
function parts(entry: SanctionsEntry): { surname: string | null; given: string } {
  const comma = entry.name.indexOf(',');
  return comma < 0
    ? { surname: null, given: entry.name }
    : { surname: entry.name.slice(0, comma).trim(), given: entry.name.slice(comma + 1).trim() };
}

/** Another transliteration of the same sounds (ou/u, y/i, kh/h, sh/ch, z/s), in every word. */
const respell = (name: string) =>
  name
    .replace(/ou/gi, 'u')
    .replace(/y/gi, 'i')
    .replace(/kh/gi, 'h')
    .replace(/sh/gi, 'ch')
    .replace(/z/gi, 's');

/**
 * The name as written with less of it: an individual without the last given name (when there
 * are two), an entity without its legal form.
 */
function shortened(entry: SanctionsEntry, surname: string | null, given: string): string {
  if (surname) {
    const names = given.split(' ');
    return `${(names.length > 1 ? names.slice(0, -1) : names).join(' ')} ${surname}`;
  }
  return entry.name.replace(/\s+(LLC|LTD|FZE|JSC|S\.A\.|GMBH|CO\.|AG|LTDA)$/i, '');
}

/** One letter of the name's longest word swapped with its neighbour, away from the word's ends. */
function typo(name: string): string {
  const words = name.split(' ');
  let longest = 0;
  words.forEach((word, index) => {
    if (word.length > (words[longest] ?? '').length) longest = index;
  });
  const word = words[longest] ?? '';
  const at = Math.floor(word.length / 2);
  words[longest] = word.slice(0, at - 1) + word.charAt(at) + word.charAt(at - 1) + word.slice(at + 1);
  return words.join(' ');
}

/**
 * Six ways a customer might write each listed name: in natural order (given names first),
 * with accents and mixed case, with one pair of letters transposed, and with other punctuation
 * (an entity's legal form written differently), transliterated otherwise, and shortened.
 */
export function variantsOf(entry: SanctionsEntry): Variant[] {
  const { surname, given } = parts(entry);
  const natural = surname
    ? `${given} ${surname
        .split(/[\s-]+/)
        .map(capitalise)
        .join(' ')}`
    : entry.name.split(' ').map(capitalise).join(' ');
  let accentsLeft = 2;
  const accented = natural.replace(/[aeioucn]/g, (letter) =>
    accentsLeft-- > 0 ? (ACCENTED[letter] ?? letter) : letter,
  );
  const punctuated = surname
    ? `${surname.toLowerCase()}; ${given.replace(/ /g, '-')}.`
    : entry.name.replace(/\b(LLC|LTD|FZE|JSC|S\.A\.|GMBH|CO\.|AG|LTDA)$/i, 'Limited').replace(/ /g, ' - ');
  return [
    { name: natural, entryId: entry.entryId, kind: 'order' },
    { name: accented, entryId: entry.entryId, kind: 'accents' },
    { name: typo(natural), entryId: entry.entryId, kind: 'typo' },
    { name: punctuated, entryId: entry.entryId, kind: 'punctuation' },
    { name: respell(natural), entryId: entry.entryId, kind: 'spelling' },
    { name: shortened(entry, surname, given), entryId: entry.entryId, kind: 'shortened' },
  ];
}

/**
 * Names that are no entry of the sample: vendors a Lagos importer pays (some sharing a word
 * such as "Trading" or "Shipping" with an entry), and syllable names made like the sample's but
 * from another seed, so they resemble its style without being its names.
 */
export const INNOCENT_VENDORS: readonly string[] = [
  'Hamburger Maschinenbau GmbH',
  'Shenzhen Bright Electronics Co Ltd',
  'Guangzhou Textile Trading Co',
  'Rotterdam Freight Services BV',
  'Mediterranean Shipping Agency SA',
  'Atlantic Holdings Ltd',
  'Siemens Healthineers AG',
  'Global Petrochemical Supplies LLC',
  'Dubai Import Export FZE',
  'Istanbul Metal Industries',
  'Mumbai Pharma Logistics Pvt',
  'Sao Paulo Coffee Exporters Ltda',
  'Lyon Finance et Conseil SARL',
  'Milano Moda Srl',
  'Accra Cocoa Traders',
  'Johannesburg Mining Equipment',
  'Texas Oilfield Services Inc',
  'London Software Consultants LLP',
  'Toronto Maple Foods Inc',
  'Osaka Precision Tools KK',
  'Jörg Müller',
  'Anna-Lena Schäfer',
  'Chinedu Okafor',
  'Ngozi Adeyemi',
  'Ivan Petrov',
  'María José García',
  'François Lefèvre',
  'Mohammed Al-Hassan',
  'Yusuf Bello',
  'Olga Ivanova',
  'Kwame Mensah',
  'Fatima Zahra Benali',
  'Pedro Alvarez Trading',
  'Nordic Holdings AB',
  'Meridian Logistics Ltd',
  'Zephyr Shipping Lines',
  'Kalstrom Engineering AB',
  'Orvant Consulting GmbH',
  'Quartz Industries LLC',
  'Brasil Metais Comercio Ltda',
];

/** A small seeded generator (mulberry32), so the innocent syllable names are the same every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ONSETS = [
  'b',
  'd',
  'f',
  'g',
  'k',
  'l',
  'm',
  'n',
  'p',
  'r',
  's',
  't',
  'v',
  'z',
  'kh',
  'sh',
  'dr',
  'tr',
  'gr',
];
const VOWELS = ['a', 'e', 'i', 'o', 'u', 'ai', 'ou', 'ei', 'y'];
const CODAS = ['', '', 'n', 'r', 'l', 's', 'k', 'm', 'sh', 'v', 'z', 'th'];

/** A name of `words` syllable words, from `random`. */
export function syllableName(random: () => number, words: number, syllables = 2): string {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  return Array.from({ length: words }, () =>
    capitalise(Array.from({ length: syllables }, () => pick(ONSETS) + pick(VOWELS) + pick(CODAS)).join('')),
  ).join(' ');
}

/** `count` syllable names (two or three words) from a seed other than the sample's. */
export function innocentSyllableNames(count: number, seed = 7): string[] {
  const random = seeded(seed);
  return Array.from({ length: count }, () => syllableName(random, random() < 0.5 ? 2 : 3));
}
