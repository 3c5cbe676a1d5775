import type { SanctionsListStatus, SanctionsMatch } from '@portal/contracts';
import { nameSimilarity, nameTokens, type WordWeight } from './nameMatch';
import type { SanctionsEntry } from './sdnCsv';

/**
 * The score from which a name is a likely match and its payment is held (D44). Chosen on the
 * shipped sample with a set of variant names and a set of innocent names (docs/decisions.md,
 * "screening": misses and false hits from 0.80 to 0.95).
 */
export const LIKELY_MATCH_THRESHOLD = 0.85;

/** Words shorter than this are scored but not indexed: "al", "bin", initials would block everything. */
const INDEXED_MIN_LENGTH = 3;

/**
 * The blocking keys of a word: its first three letters and its last three. A variant of a
 * listed word (a typo, a transliteration) nearly always keeps one end of it, which is where
 * Jaro-Winkler looks hardest too; a name sharing no end of any word with an entry is no match.
 */
const blockingKeys = (word: string): string[] =>
  word.length < INDEXED_MIN_LENGTH ? [] : [`<${word.slice(0, 3)}`, `>${word.slice(-3)}`];

/**
 * Entry types no payment is made to: a vessel or an aircraft is not a payee (its owner or
 * operator, who would be, is an entry of its own). Screening them only added false hits on
 * their one-word names.
 */
const NOT_PAYEES: ReadonlySet<string> = new Set(['vessel', 'aircraft']);

interface IndexedEntry {
  entry: SanctionsEntry;
  tokens: string[];
}

/**
 * A sanctions list held in memory, indexed by word ends so that one name is compared with the
 * few entries that share an end of a word with it, not with all of them (a 20,000-entry list
 * answers in well under 5 ms, docs/benchmarks.md).
 */
export class SanctionsList {
  private readonly entries: IndexedEntry[];
  private readonly index = new Map<string, number[]>();
  /** In how many entries each word appears: a word most entries share weighs little. */
  private readonly entriesWith = new Map<string, number>();
  private readonly weight: WordWeight;

  constructor(
    entries: readonly SanctionsEntry[],
    private readonly source: { fileName: string; loadedAt: Date },
    private readonly threshold = LIKELY_MATCH_THRESHOLD,
  ) {
    this.entries = entries
      .filter((entry) => !NOT_PAYEES.has(entry.type.toLowerCase()))
      .map((entry) => ({ entry, tokens: nameTokens(entry.name) }));
    for (const { tokens } of this.entries) {
      for (const word of new Set(tokens)) this.entriesWith.set(word, (this.entriesWith.get(word) ?? 0) + 1);
    }
    // Inverse document frequency: log(1 + N / n), a word the list does not have weighing most.
    const size = Math.max(1, this.entries.length);
    this.weight = (word) => Math.log(1 + size / Math.max(1, this.entriesWith.get(word) ?? 0));
    this.entries.forEach(({ tokens }, position) => {
      for (const key of new Set(tokens.flatMap(blockingKeys))) {
        const bucket = this.index.get(key);
        if (bucket) bucket.push(position);
        else this.index.set(key, [position]);
      }
    });
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

  /** The entry `name` most resembles, when at least the threshold; null for no likely match. */
  match(name: string): SanctionsMatch | null {
    const tokens = nameTokens(name);
    if (tokens.length === 0) return null;
    const candidates = new Set<number>();
    for (const key of tokens.flatMap(blockingKeys)) {
      for (const position of this.index.get(key) ?? []) candidates.add(position);
    }
    let best: { entry: SanctionsEntry; score: number } | null = null;
    for (const position of candidates) {
      const candidate = this.entries[position];
      if (!candidate) continue;
      const score = nameSimilarity(tokens, candidate.tokens, this.weight);
      if (score >= this.threshold && (!best || score > best.score)) best = { entry: candidate.entry, score };
    }
    if (!best) return null;
    const { entryId, name: listed, type, program, remarks } = best.entry;
    return { entryId, name: listed, type, program, remarks, score: Math.round(best.score * 1000) / 1000 };
  }
}

/** What the dashboard says when no list is loaded. */
export const NO_LIST_STATUS: SanctionsListStatus = { loaded: false, entries: 0, loadedAt: null, fileName: null };
