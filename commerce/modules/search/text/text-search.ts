import type { ShopLocale } from "#commerce/locale.ts";
import { type CatalogueVocabulary, type CategoryNode, collectCategoryIds } from "../../catalogue/index.ts";
import { Bitset, unionOf } from "../bitset.ts";
import type { FacetIndex } from "../facet-index.ts";
import type { DescriptionWords } from "./description-words.ts";
import type { NameWords } from "./name-words.ts";
import { editDistanceWithin } from "./edit-distance.ts";
import { matchQuality, TermMatcher, tierOf, typosAllowed } from "./term-matches.ts";
import { searchWordsOf, wordsOf } from "./word-analysis.ts";

/** Where a search word was found, best first: the name outranks the brand, the category, the colour or material and the description. */
const fieldRank = { name: 0, brand: 1, category: 2, value: 3, description: 4 } as const;
const fields = Object.keys(fieldRank).length;

/** A search word's score in one product, lower is better: its quality's tier, then the field, then the quality. */
function scoreOf(quality: number, field: keyof typeof fieldRank): number {
  return (tierOf(quality) * fields + fieldRank[field]) * 16 + quality;
}

/** What a search reads besides the index: the names of brands, values and categories in its locale, and the merchant's search words. */
export interface SearchVocabulary {
  vocabulary: Pick<CatalogueVocabulary, "brands" | "values">;
  categories: readonly CategoryNode[];
  /** Words left out of a search (unless it has no others). */
  ignoredWords: readonly string[];
  synonyms: readonly SynonymGroup[];
}

/** Words that find each other; one way, the first finds the rest but not the other way round. */
export interface SynonymGroup {
  words: readonly string[];
  oneWay: boolean;
}

export interface TextSearchResult {
  /** The products found. */
  found: Bitset;
  /** Their positions, best match first (ADR 0029), ties by position. */
  order: Int32Array;
}

/** A set of products that match a search word in one field, with how well. */
interface Hit {
  positions: Iterable<number> | Bitset;
  score: number;
}

/**
 * The in-memory free-text search over the facet index (issue 19; ADR 0029): each search word is
 * matched against the words of the products' names, of their brand, category and values, and of
 * their descriptions, as typed, folded, stemmed, as a compound's last part, as a prefix or with
 * typos. The products that match every word are found; when none does, those matching the most.
 * Ranked by how well and where each word matched.
 */
export class TextSearch {
  readonly #matchers = { "sv-SE": new TermMatcher("sv-SE"), "en-GB": new TermMatcher("en-GB") };
  readonly #labelMatchers = { "sv-SE": new TermMatcher("sv-SE"), "en-GB": new TermMatcher("en-GB") };
  // Descriptions are prose: a word a typo away from one of theirs is more often another word than a slip.
  readonly #descriptionMatchers = {
    "sv-SE": new TermMatcher("sv-SE", { typos: false }),
    "en-GB": new TermMatcher("en-GB", { typos: false }),
  };
  readonly #labels = new WeakMap<object, LabelWords>();
  readonly #synonyms = new WeakMap<readonly SynonymGroup[], Map<string, string[]>>();

  search(
    index: FacetIndex,
    locale: ShopLocale,
    searchString: string,
    sources: SearchVocabulary,
  ): TextSearchResult | undefined {
    const terms = this.#termsOf(index, locale, searchString, sources);
    if (terms.length === 0) return undefined;
    const hits = terms.map((alternatives) => alternatives.flatMap((matches) => [...hitsOf(index, matches)]));
    // Only the products matching every word are scored, when there are any (a broad word such as a
    // top category's name then costs its few products, not its tens of thousands).
    const everyWord =
      hits.length > 1
        ? hits.map((termHits) => positionsOf(index.capacity, termHits)).reduce((every, set) => every.and(set))
        : undefined;
    const only = everyWord && everyWord.count() > 0 ? everyWord : undefined;
    const scores = ScoreBoard.empty(index.capacity);
    hits.forEach((termHits) => {
      for (const hit of termHits) scores.take(hit, only);
      scores.closeTerm();
    });
    return scores.result();
  }

  /**
   * The brands and categories whose names have every word of the search (as `search` matches
   * them), best first: what the search box suggests beside products.
   */
  matchLabels(index: FacetIndex, locale: ShopLocale, searchString: string, sources: SearchVocabulary): Label[] {
    const terms = this.#termsOf(index, locale, searchString, sources);
    const found = new Map<Label, { words: number; score: number }>();
    terms.forEach((alternatives, at) => {
      const best = new Map<Label, number>();
      for (const { words, labels } of alternatives)
        for (const [word, quality] of labels)
          for (const label of words.labels.byWord.get(word) ?? [])
            best.set(label, Math.min(best.get(label) ?? Infinity, scoreOf(quality, label.field)));
      for (const [label, score] of best) {
        const sofar = found.get(label) ?? { words: 0, score: 0 };
        if (sofar.words === at) found.set(label, { words: at + 1, score: sofar.score + score });
      }
    });
    return [...found]
      .filter(([, { words }]) => words === terms.length)
      .sort(([labelA, a], [labelB, b]) => a.score - b.score || labelA.words - labelB.words)
      .map(([label]) => label);
  }

  /**
   * A search's words as matched, each with its synonyms' matches beside its own: the words to
   * ignore left out (unless there are no others), neighbours that make a known word joined, an
   * unknown word typed together split. Only the last word may be unfinished.
   */
  #termsOf(index: FacetIndex, locale: ShopLocale, searchString: string, sources: SearchVocabulary): TermMatches[][] {
    const words = this.#wordsOf(index, locale, sources);
    const searched = [...new Set(searchWordsOf(searchString))];
    const ignored = new Set(sources.ignoredWords);
    // A search of nothing but ignored words ("the") is searched as typed.
    const typed = searched.some((word) => !ignored.has(word))
      ? searched.filter((word) => !ignored.has(word))
      : searched;
    const synonyms = this.#synonymsOf(sources.synonyms);
    const terms = this.#joinKnown(locale, words, typed).flatMap((term) => this.#splitUnknown(locale, words, term));
    // A synonym counts as the word itself (sneakers: skor).
    return terms.map((term, at) =>
      [term, ...(synonyms.get(term) ?? [])].map((alternative) =>
        this.#matchesOf(locale, words, alternative, at === terms.length - 1),
      ),
    );
  }

  /**
   * The search with each word that matches nothing replaced by the nearest word of the names or
   * labels, one typo further than a search forgives (jkacet: jacket); undefined when no word
   * changed. For "did you mean", when a search finds nothing.
   */
  correct(index: FacetIndex, locale: ShopLocale, searchString: string, sources: SearchVocabulary): string | undefined {
    const words = this.#wordsOf(index, locale, sources);
    const typed = searchWordsOf(searchString);
    const corrected = typed.map((term, at) => {
      const { names, labels, descriptions } = this.#matchesOf(locale, words, term, at === typed.length - 1);
      return names.size > 0 || labels.size > 0 || descriptions.size > 0 ? term : (nearestWord(term, words) ?? term);
    });
    return corrected.some((word, at) => word !== typed[at]) ? corrected.join(" ") : undefined;
  }

  #wordsOf(index: FacetIndex, locale: ShopLocale, sources: SearchVocabulary): Words {
    return {
      names: index.names.get(locale)!.words,
      labels: this.#labelsOf(sources),
      descriptions: index.descriptions.get(locale)!,
    };
  }

  /**
   * What a search word matches in the names, the labels and the descriptions. A word the shop has
   * in one of its forms is taken as spelled: its typo matches are left out (jackor is not a typo of
   * sovsäck). A start of a longer word counts only for the last word.
   */
  #matchesOf(locale: ShopLocale, words: Words, term: string, last: boolean): TermMatches {
    const names = this.#matchers[locale].matches(term, words.names.positionsOf.keys(), words.names.generation);
    const labels = this.#labelMatchers[locale].matches(term, words.labels.words(), words.labels.generation);
    const descriptions = this.#descriptionMatchers[locale].matches(
      term,
      words.descriptions.positionsOf.keys(),
      words.descriptions.generation,
    );
    const known = [...names.values(), ...labels.values(), ...descriptions.values()].some(
      (quality) => tierOf(quality) === 0,
    );
    const keep = (quality: number) => tierOf(quality) === 0 || (tierOf(quality) === 1 ? last : !known);
    return {
      words,
      names: filtered(names, keep),
      labels: filtered(labels, keep),
      descriptions: filtered(descriptions, keep),
    };
  }

  /** Two neighbouring words that are one word the names or labels have, in a form of it, as that word (dun jacka, back pack). */
  #joinKnown(locale: ShopLocale, words: Words, typed: string[]): string[] {
    const terms: string[] = [];
    for (let at = 0; at < typed.length; at += 1) {
      const joined = typed[at + 1] === undefined ? undefined : typed[at]! + typed[at + 1];
      if (joined && this.#hasForm(locale, words, joined)) {
        terms.push(joined);
        at += 1;
      } else terms.push(typed[at]!);
    }
    return terms;
  }

  /** Whether the shop's words have the word as written, without diacritics or by its stem (not only in a compound). */
  #hasForm(locale: ShopLocale, words: Words, term: string): boolean {
    const { names, labels, descriptions } = this.#matchesOf(locale, words, term, false);
    return [...names.values(), ...labels.values(), ...descriptions.values()].some(
      (quality) => quality < matchQuality.compoundPart,
    );
  }

  /**
   * A word no name or label has in a form of it (it may end a compound: sweatshirt has tshirt) as
   * the two words it may be typed together from (sleepingbag: sleeping bag, tshirt: t shirt): two
   * words of one product's name; the most even split wins. The word itself otherwise.
   */
  #splitUnknown(locale: ShopLocale, words: Words, term: string): string[] {
    if (term.length < shortestSplit || this.#hasForm(locale, words, term)) return [term];
    let best: string[] = [term];
    let evenness = 0;
    for (let cut = 1; cut < term.length; cut += 1) {
      const [first, second] = [term.slice(0, cut), term.slice(cut)];
      const shorter = Math.min(first.length, second.length);
      if (shorter > evenness && shareAName(words.names, first, second)) [best, evenness] = [[first, second], shorter];
    }
    return best;
  }

  /** Each word's synonyms, worked out once per setting read. */
  #synonymsOf(groups: readonly SynonymGroup[]): Map<string, string[]> {
    let synonyms = this.#synonyms.get(groups);
    if (!synonyms) {
      synonyms = new Map();
      for (const { words, oneWay } of groups) {
        for (const [at, word] of words.entries()) {
          if (oneWay && at > 0) break;
          const others = words.filter((other) => other !== word);
          synonyms.set(word, [...(synonyms.get(word) ?? []), ...others]);
        }
      }
      this.#synonyms.set(groups, synonyms);
    }
    return synonyms;
  }

  /** The words of brand, value and category names, worked out once per vocabulary and tree read. */
  #labelsOf(sources: SearchVocabulary): LabelWords {
    const key = sources.vocabulary;
    let labels = this.#labels.get(key);
    if (!labels || labels.categories !== sources.categories) {
      labels = new LabelWords(sources);
      this.#labels.set(key, labels);
    }
    return labels;
  }
}

/** The words a search is matched against: the names' and descriptions' (in the facet index) and the labels'. */
interface Words {
  names: NameWords;
  labels: LabelWords;
  descriptions: DescriptionWords;
}

/** What one search word matched, word by word with the quality, and in which words. */
interface TermMatches {
  words: Words;
  names: Map<string, number>;
  labels: Map<string, number>;
  descriptions: Map<string, number>;
}

/** A word typed together from two is split only from this length (tshirt). */
const shortestSplit = 5;

/** The word of the names or labels nearest to `term`, one typo past what a search forgives; the most used of equals. */
function nearestWord(term: string, words: Words): string | undefined {
  const limit = typosAllowed(term.length) + 1;
  if (term.length < shortestCorrected) return undefined;
  let best: { word: string; typos: number; uses: number } | undefined;
  const consider = (word: string, uses: number) => {
    const typos = editDistanceWithin(term, word, limit);
    if (typos > limit) return;
    if (!best || typos < best.typos || (typos === best.typos && uses > best.uses)) best = { word, typos, uses };
  };
  for (const [word, positions] of words.names.positionsOf) consider(word, positions.length);
  for (const [word, labels] of words.labels.byWord) consider(word, labels.length);
  return best?.word;
}

/** Words shorter than this are not corrected: too many words are two typos from them. */
const shortestCorrected = 4;

/** Whether some product's name has both words. */
function shareAName(names: NameWords, first: string, second: string): boolean {
  const [some, other] = [names.positionsOf.get(first), names.positionsOf.get(second)];
  if (!some || !other) return false;
  const others = new Set(other);
  return some.some((position) => others.has(position));
}

function filtered(matches: Map<string, number>, keep: (quality: number) => boolean): Map<string, number> {
  return new Map([...matches].filter(([, quality]) => keep(quality)));
}

/** Every position a search word's hits name, as one set. */
function positionsOf(capacity: number, hits: readonly Hit[]): Bitset {
  let set = new Bitset(capacity);
  for (const { positions } of hits) {
    if (positions instanceof Bitset) set = set.or(positions);
    else for (const position of positions) set.add(position);
  }
  return set;
}

/** The products a search word's matches name, each set with its score. */
function* hitsOf(index: FacetIndex, { words, ...matches }: TermMatches): Iterable<Hit> {
  for (const [word, quality] of matches.names) {
    const positions = words.names.positionsOf.get(word);
    if (positions) yield { positions, score: scoreOf(quality, "name") };
  }
  for (const [word, quality] of matches.labels) {
    for (const label of words.labels.byWord.get(word) ?? []) {
      const sets =
        label.field === "category"
          ? label.categoryIds.map((id) => index.byCategory.get(id))
          : [(label.field === "brand" ? index.byBrand : index.byValue).get(label.id)];
      yield { positions: unionOf(index.capacity, sets), score: scoreOf(quality, label.field) };
    }
  }
  for (const [word, quality] of matches.descriptions) {
    const positions = words.descriptions.positionsOf.get(word);
    if (positions) yield { positions, score: scoreOf(quality, "description") };
  }
}

/** A brand, value or category by its name; `words` is how many its name has (of equal matches, the shorter name comes first). */
export type Label = { words: number } & (
  { field: "brand" | "value"; id: number } | { field: "category"; id: number; categoryIds: number[] }
);

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

let labelGenerations = 0;

/** Each word of a brand's, value's or category's name, with what it names (a category: with all below it). */
class LabelWords {
  readonly byWord = new Map<string, Label[]>();
  readonly generation = (labelGenerations += 1);
  readonly categories: readonly CategoryNode[];

  constructor({ vocabulary, categories }: SearchVocabulary) {
    this.categories = categories;
    for (const brand of vocabulary.brands.values()) this.#add(brand.name, { field: "brand", id: brand.id });
    for (const value of vocabulary.values.values()) this.#add(value.name, { field: "value", id: value.id });
    const visit = (node: CategoryNode) => {
      this.#add(node.name, { field: "category", id: node.id, categoryIds: collectCategoryIds(node) });
      node.children.forEach(visit);
    };
    categories.forEach(visit);
  }

  words(): Iterable<string> {
    return this.byWord.keys();
  }

  #add(name: string, named: DistributiveOmit<Label, "words">): void {
    const words = new Set(wordsOf(name));
    const label = { ...named, words: words.size } as Label;
    for (const word of words) {
      const labels = this.byWord.get(word) ?? [];
      labels.push(label);
      this.byWord.set(word, labels);
    }
  }
}

/**
 * Each product's best score per search word (lower is better) and the number of words it matched,
 * kept in arrays the size of the index. One board serves every search of a process (a search runs
 * start to end without yielding). Nothing is cleared between searches: each search and each of its
 * words takes a new stamp, and a position's entries count only under the current one, so a search
 * costs the positions it reaches, never the whole catalogue.
 */
class ScoreBoard {
  /** Past this the stamps start again from fresh arrays, long before an Int32Array's largest value. */
  static readonly #lastStamp = 2 ** 31 - 2 ** 20;

  /** The stamp of the word that last reached each position, and that word's best score there. */
  #termOf = new Int32Array(0);
  #termScore = new Int32Array(0);
  /** The stamp of the search that last reached each position, and the words it matched there with their total score. */
  #searchOf = new Int32Array(0);
  #matched = new Uint8Array(0);
  #total = new Int32Array(0);
  // The positions the current word reached, and those any word reached: lists the size of the
  // index, reused, so a broad word's tens of thousands of positions are not pushed onto arrays.
  #touched = new Int32Array(0);
  #touchedCount = 0;
  #everTouched = new Int32Array(0);
  #everTouchedCount = 0;
  /** The most words a product matched so far, and the highest total: what result() sorts by. */
  #most = 0;
  #highest = 0;
  #stamps = 0;
  #searchStamp = 0;
  #termStamp = 0;

  static #shared = new ScoreBoard();

  /** The process's board, empty, for an index of `capacity` positions. */
  static empty(capacity: number): ScoreBoard {
    const board = ScoreBoard.#shared;
    if (board.#termOf.length !== capacity || board.#stamps > ScoreBoard.#lastStamp) {
      board.#termOf = new Int32Array(capacity);
      board.#termScore = new Int32Array(capacity);
      board.#searchOf = new Int32Array(capacity);
      board.#matched = new Uint8Array(capacity);
      board.#total = new Int32Array(capacity);
      board.#touched = new Int32Array(capacity);
      board.#everTouched = new Int32Array(capacity);
      board.#stamps = 0;
    }
    board.#most = 0;
    board.#highest = 0;
    board.#touchedCount = 0;
    board.#everTouchedCount = 0;
    board.#searchStamp = ++board.#stamps;
    board.#termStamp = ++board.#stamps;
    return board;
  }

  /** Records the current word's hit on its positions (only those in `only`, when given). */
  take(hit: Hit, only?: Bitset): void {
    // Locals rather than fields in the loops: they run once per product a word names.
    const [stamp, score, termOf, termScore, touched] = [
      this.#termStamp,
      hit.score,
      this.#termOf,
      this.#termScore,
      this.#touched,
    ];
    let count = this.#touchedCount;
    const visit = (position: number) => {
      if (termOf[position] !== stamp) {
        termOf[position] = stamp;
        termScore[position] = score;
        touched[count++] = position;
      } else if (score < termScore[position]!) termScore[position] = score;
    };
    if (hit.positions instanceof Bitset) (only ? hit.positions.and(only) : hit.positions).forEach(visit);
    else for (const position of hit.positions) if (!only || only.has(position)) visit(position);
    this.#touchedCount = count;
  }

  /** Adds the current word's scores to the products it reached; the next hits are the next word's. */
  closeTerm(): void {
    const [searchStamp, searchOf, matched, total, termScore, touched, everTouched] = [
      this.#searchStamp,
      this.#searchOf,
      this.#matched,
      this.#total,
      this.#termScore,
      this.#touched,
      this.#everTouched,
    ];
    let [most, highest, everCount] = [this.#most, this.#highest, this.#everTouchedCount];
    for (let at = 0; at < this.#touchedCount; at += 1) {
      const position = touched[at]!;
      if (searchOf[position] !== searchStamp) {
        searchOf[position] = searchStamp;
        matched[position] = 0;
        total[position] = 0;
        everTouched[everCount++] = position;
      }
      const words = matched[position]! + 1;
      matched[position] = words;
      total[position] = total[position]! + termScore[position]!;
      most = Math.max(most, words);
      highest = Math.max(highest, total[position]!);
    }
    [this.#most, this.#highest, this.#everTouchedCount] = [most, highest, everCount];
    this.#touchedCount = 0;
    this.#termStamp = ++this.#stamps;
  }

  /** The products that matched the most words, by total score, ties by position: a counting sort, as totals are small. */
  result(): TextSearchResult {
    const [most, highest, matched, total] = [this.#most, this.#highest, this.#matched, this.#total];
    const starts = new Int32Array(highest + 2);
    let chosen = 0;
    const found = new Bitset(this.#termOf.length);
    for (let at = 0; at < this.#everTouchedCount; at += 1) {
      const position = this.#everTouched[at]!;
      if (matched[position] !== most) continue;
      starts[total[position]! + 1]! += 1;
      chosen += 1;
      found.add(position);
    }
    for (let at = 1; at < starts.length; at += 1) starts[at]! += starts[at - 1]!;
    const order = new Int32Array(chosen);
    // The set hands its positions over in order, which leaves equal totals in position order (and
    // costs the found products, not the whole catalogue).
    found.forEach((position) => (order[starts[total[position]!]!++] = position));
    return { found, order };
  }
}
