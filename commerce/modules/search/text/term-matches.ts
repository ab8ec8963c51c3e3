import type { ShopLocale } from "#commerce/locale.ts";
import { editDistanceWithin } from "./edit-distance.ts";
import { analyseWord, type AnalysedWord } from "./word-analysis.ts";

/**
 * How well a word of the catalogue stands for a word of a search, best first (ADR 0029): as typed,
 * without its diacritics, the same stem (tröjor: tröja), the stem ending a compound (tröjor:
 * träningströja); then as the start of a longer word (while typing); then one or two typos away.
 * The three tiers weigh more than the field a word is in; within a tier, the field comes first.
 */
export const matchQuality = { exact: 0, folded: 1, stem: 2, compoundPart: 3, prefix: 4, typo: 8 } as const;

/** A quality's tier: a form of the word, its start, a typo. */
export function tierOf(quality: number): number {
  return quality >= matchQuality.typo ? 2 : quality >= matchQuality.prefix ? 1 : 0;
}

/** Typos forgiven in a search word of this many letters: one from 4, two from 8 (as Meilisearch and Typesense do). */
export function typosAllowed(length: number): number {
  return length >= 8 ? 2 : length >= 4 ? 1 : 0;
}

/**
 * The shortest stem a compound may end in: Swedish heads are short (byxa's stem is byx), English
 * compounds are rarer and a short ending is mostly chance (and: sand).
 */
const shortestCompoundPart: Record<ShopLocale, number> = { "sv-SE": 3, "en-GB": 4 };
/** The shortest start of a word that matches it as typed. */
const shortestPrefix = 3;
/** A compound's last part is forgiven a typo from this many letters of the stem (jakca: dunjacka); a missing letter from one more. */
const shortestTypoCompoundPart = 4;

/** How well `candidate` (a word of the catalogue) matches `term` (a word of a search); undefined: not at all. */
export function matchWord(
  locale: ShopLocale,
  term: AnalysedWord,
  candidate: AnalysedWord,
  { typos: forgiven }: MatchOptions = { typos: true },
): number | undefined {
  if (candidate.word === term.word) return matchQuality.exact;
  if (candidate.folded === term.folded) return matchQuality.folded;
  if (candidate.stem === term.stem) return matchQuality.stem;
  if (
    term.stem.length >= shortestCompoundPart[locale] &&
    candidate.stem.length >= term.stem.length + 2 &&
    candidate.stem.endsWith(term.stem)
  )
    return matchQuality.compoundPart;
  if (term.folded.length >= shortestPrefix && candidate.folded.startsWith(term.folded)) return matchQuality.prefix;
  // A stem is shorter than its word: it is forgiven the typos of its own length (ärlig's stem ärl none).
  const allowed = forgiven ? typosAllowed(term.folded.length) : 0;
  const allowedInStem = typosAllowed(term.stem.length);
  if (allowed === 0) return undefined;
  const typos = Math.min(
    typosWithin(term.folded, candidate.folded, allowed),
    typosWithin(term.stem, candidate.stem, allowedInStem),
    compoundPartTypos(term.stem, candidate.stem, allowedInStem),
  );
  return typos <= allowed ? matchQuality.typo + typos - 1 : undefined;
}

export interface MatchOptions {
  /** Whether a word one or two typos away matches. */
  typos: boolean;
}

/** The typos between two words when they are `limit` or fewer, else Infinity. */
function typosWithin(a: string, b: string, limit: number): number {
  if (limit === 0) return Infinity;
  const typos = editDistanceWithin(a, b, limit);
  return typos > limit ? Infinity : typos;
}

/**
 * The typos between a stem and the end of a compound's stem (sovsäk: dunsovsäck): one at most, and
 * the end about as long as the stem, or a compound's first part would pass for a typo of the stem
 * (dunjacka is not vindjacka). Infinity when there is none.
 */
function compoundPartTypos(stem: string, compound: string, allowed: number): number {
  const limit = stem.length >= shortestTypoCompoundPart ? Math.min(allowed, 1) : 0;
  const shortest = stem.length > shortestTypoCompoundPart ? stem.length - limit : stem.length;
  let fewest = Infinity;
  for (let length = shortest; limit > 0 && length <= stem.length + limit; length += 1) {
    if (compound.length < length + 2) break;
    fewest = Math.min(fewest, typosWithin(stem, compound.slice(-length), limit));
  }
  return fewest;
}

/**
 * The words of `vocabulary` a search word may stand for, each with its quality. Worked out once per
 * word and vocabulary generation (a shop's searches repeat), then kept.
 */
export class TermMatcher {
  readonly #kept = new Map<string, Map<string, number>>();
  #generation = -1;

  constructor(
    readonly locale: ShopLocale,
    readonly options: MatchOptions = { typos: true },
  ) {}

  matches(term: string, vocabulary: Iterable<string>, generation: number): Map<string, number> {
    if (generation !== this.#generation) {
      this.#kept.clear();
      this.#generation = generation;
    }
    let found = this.#kept.get(term);
    if (!found) {
      found = new Map();
      const analysed = analyseWord(this.locale, term);
      for (const word of vocabulary) {
        const quality = matchWord(this.locale, analysed, analyseWord(this.locale, word), this.options);
        if (quality !== undefined) found.set(word, quality);
      }
      if (this.#kept.size >= keptTerms) this.#kept.clear();
      this.#kept.set(term, found);
    }
    return found;
  }
}

const keptTerms = 5_000;
