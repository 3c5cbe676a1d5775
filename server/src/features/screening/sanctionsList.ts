import type { SanctionsListStatus, SanctionsMatch } from '@portal/contracts/screening';
import { nameSimilarity, nameTokens, wordSimilarity, type WordWeight } from './nameMatch';
import type { SanctionsEntry } from './sdnCsv';

/**
 * The score from which a name is a likely match and its payment is held (D44). Chosen on the
 * shipped sample with a set of variant names and a set of innocent names (docs/decisions.md,
 * "screening": misses and false hits from 0.80 to 0.95).
 */
export const LIKELY_MATCH_THRESHOLD = 0.8;

/**
 * Words less alike than this count as not alike at all (0): a word that far from every word of
 * an entry adds nothing to its score, and skipping them keeps a name's comparison to the few
 * list words near its own.
 */
export const WORD_FLOOR = 0.7;

/** Words shorter than this are scored but not indexed: "al", "bin", initials would block everything. */
const INDEXED_MIN_LENGTH = 3;

/**
 * Entry types no payment is made to: a vessel or an aircraft is not a payee (its owner or
 * operator, who would be, is an entry of its own). Screening them only added false hits on
 * their one-word names.
 */
const NOT_PAYEES: ReadonlySet<string> = new Set(['vessel', 'aircraft']);

/** Consonants that sound alike, by class (as Soundex groups them); vowels, h, w and y say nothing. */
const SOUND_CLASSES: Readonly<Record<string, string>> = {
  b: '1',
  f: '1',
  p: '1',
  v: '1',
  c: '2',
  g: '2',
  j: '2',
  k: '2',
  q: '2',
  s: '2',
  x: '2',
  z: '2',
  d: '3',
  t: '3',
  l: '4',
  m: '5',
  n: '5',
  r: '6',
};

/** The first four consonant classes of a word, repeats collapsed: Mohammed and Muhammad are both "53". */
function soundKey(word: string): string {
  let key = '';
  let last = '';
  for (const letter of word) {
    const sound = SOUND_CLASSES[letter] ?? '';
    if (sound && sound !== last) key += sound;
    if (letter !== 'h' && letter !== 'w') last = sound;
    if (key.length === 4) break;
  }
  return key;
}

/**
 * The blocking keys of a word: its first letters and its last (three of each in a word of five
 * letters or fewer, four in a longer one), its first two with its last two, and how its
 * consonants sound. One letter changed, dropped or swapped anywhere in a listed word keeps at
 * least one of the first three (a change in the middle breaks both ends, not the third key);
 * another transliteration of the same sounds (ou/u, z/s, kh/k) keeps the fourth. A word sharing
 * none with a list word is not near it. Four letters rather than three keep the lists of words
 * behind each key short (docs/benchmarks.md, part 14).
 */
function blockingKeys(word: string): string[] {
  if (word.length < INDEXED_MIN_LENGTH) return [];
  const end = word.length <= 5 ? 3 : 4;
  const keys = [`<${word.slice(0, end)}`, `>${word.slice(-end)}`, `=${word.slice(0, 2)}…${word.slice(-2)}`];
  const sound = soundKey(word);
  if (sound.length >= 2) keys.push(`#${sound}`);
  return keys;
}

interface IndexedEntry {
  entry: SanctionsEntry;
  tokens: string[];
}

/**
 * A sanctions list held in memory. Its distinct words are indexed by their ends: a name's words
 * are compared with the list words sharing an end with them (not with every entry), and only the
 * entries holding a word near one of the name's are scored, from those word similarities (a
 * 20,000-entry list answers in well under 5 ms, docs/benchmarks.md).
 */
export class SanctionsList {
  private readonly entries: IndexedEntry[];
  /** Each distinct list word: the entries that hold it. */
  private readonly entriesOf = new Map<string, number[]>();
  /** Blocking key → the distinct list words that have it. */
  private readonly wordsByKey = new Map<string, string[]>();
  private readonly weight: WordWeight;

  constructor(
    entries: readonly SanctionsEntry[],
    private readonly source: { fileName: string; loadedAt: Date },
    private readonly threshold = LIKELY_MATCH_THRESHOLD,
  ) {
    this.entries = entries
      .filter((entry) => !NOT_PAYEES.has(entry.type.toLowerCase()))
      .map((entry) => ({ entry, tokens: nameTokens(entry.name) }));
    this.entries.forEach(({ tokens }, position) => {
      for (const word of new Set(tokens)) {
        const holders = this.entriesOf.get(word);
        if (holders) {
          holders.push(position);
          continue;
        }
        this.entriesOf.set(word, [position]);
        for (const key of blockingKeys(word)) {
          const words = this.wordsByKey.get(key);
          if (words) words.push(word);
          else this.wordsByKey.set(key, [word]);
        }
      }
    });
    // Inverse document frequency: log(1 + N / n), a word the list does not have weighing most.
    const size = Math.max(1, this.entries.length);
    const weights = new Map<string, number>();
    for (const [word, holders] of this.entriesOf) weights.set(word, Math.log(1 + size / holders.length));
    const unlisted = Math.log(1 + size);
    this.weight = (word) => weights.get(word) ?? unlisted;
  }

  get size(): number {
    return this.entries.length;
  }

  get fileName(): string {
    return this.source.fileName;
  }

  status(): SanctionsListStatus {
    return {
      loaded: true,
      entries: this.entries.length,
      loadedAt: this.source.loadedAt.toISOString(),
      fileName: this.source.fileName,
    };
  }

  /** The list words near `word` (at least WORD_FLOOR) with their similarity; itself when listed. */
  private nearWords(word: string): Map<string, number> {
    const near = new Map<string, number>();
    if (this.entriesOf.has(word)) near.set(word, 1);
    const compared = new Set<string>();
    for (const key of blockingKeys(word)) {
      for (const listed of this.wordsByKey.get(key) ?? []) {
        if (compared.has(listed)) continue;
        compared.add(listed);
        const similarity = wordSimilarity(word, listed);
        if (similarity >= WORD_FLOOR) near.set(listed, similarity);
      }
    }
    return near;
  }

  /**
   * An upper bound of nameSimilarity for two names of two words or more: the better of the
   * weighted mean of each word's best partner, either way. Names of one word are not bounded (1).
   */
  private bound(
    screened: readonly string[],
    screenedWeights: number,
    listed: readonly string[],
    similarity: (screened: string, listed: string) => number,
  ): number {
    if (screened.length < 2 || listed.length < 2) return 1;
    let screenedTotal = 0;
    for (const word of screened) {
      let top = 0;
      for (const other of listed) top = Math.max(top, similarity(word, other));
      screenedTotal += top * this.weight(word);
    }
    let listedTotal = 0;
    let listedWeights = 0;
    for (const other of listed) {
      let top = 0;
      for (const word of screened) top = Math.max(top, similarity(word, other));
      const weight = this.weight(other);
      listedTotal += top * weight;
      listedWeights += weight;
    }
    return Math.max(screenedTotal / screenedWeights, listedWeights > 0 ? listedTotal / listedWeights : 0);
  }

  /** The entry `name` most resembles, when at least the threshold; null for no likely match. */
  match(name: string): SanctionsMatch | null {
    const tokens = nameTokens(name);
    if (tokens.length === 0) return null;
    const nearByWord = new Map(tokens.map((word) => [word, this.nearWords(word)]));
    const candidates = new Set<number>();
    for (const [word, near] of nearByWord) {
      // A short word ("al", an initial) is scored but finds no candidates on its own.
      if (word.length < INDEXED_MIN_LENGTH) continue;
      for (const listed of near.keys())
        for (const position of this.entriesOf.get(listed) ?? []) candidates.add(position);
    }
    const similarity = (screened: string, listed: string) => nearByWord.get(screened)?.get(listed) ?? 0;
    const screenedWeights = tokens.reduce((sum, word) => sum + this.weight(word), 0);
    let best: { entry: SanctionsEntry; score: number } | null = null;
    for (const position of candidates) {
      const candidate = this.entries[position];
      if (!candidate) continue;
      // What the name could score at most (each word's best partner, used as often as it is):
      // most candidates fall short of the threshold here, before the pairing is worked out.
      if (this.bound(tokens, screenedWeights, candidate.tokens, similarity) < this.threshold) continue;
      const score = nameSimilarity(tokens, candidate.tokens, this.weight, similarity);
      if (score >= this.threshold && (!best || score > best.score)) best = { entry: candidate.entry, score };
    }
    if (!best) return null;
    const { entryId, name: listed, type, program, remarks } = best.entry;
    return { entryId, name: listed, type, program, remarks, score: Math.round(best.score * 1000) / 1000 };
  }
}

/** What the dashboard says when no list is loaded. */
export const NO_LIST_STATUS: SanctionsListStatus = {
  loaded: false,
  entries: 0,
  loadedAt: null,
  fileName: null,
};
