import { createRequire } from "node:module";
import type snowballStemmers from "snowball-stemmers";
import type { ShopLocale } from "#commerce/locale.ts";

// A CommonJS package without a default export Vite's dev server could see: required, as Node would.
const snowball = createRequire(import.meta.url)("snowball-stemmers") as typeof snowballStemmers;

/** How a search compares one word: as written, without diacritics, and by its stem without diacritics. */
export interface AnalysedWord {
  word: string;
  folded: string;
  stem: string;
}

const maximumWords = 8;

/** The words of a text, lower-cased: letters and digits only, at most eight for a search. */
export function wordsOf(text: string, limit = Number.POSITIVE_INFINITY): string[] {
  const words = text
    .normalize("NFC")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return words.length > limit ? words.slice(0, limit) : words;
}

/** A search's words: at most eight (a longer search is a sentence, not a query). */
export function searchWordsOf(searchString: string): string[] {
  return wordsOf(searchString, maximumWords);
}

/** The word without diacritics (känga: kanga, mössa: mossa), as shoppers on a foreign keyboard type it. */
export function foldDiacritics(word: string): string {
  return word
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .replace(/ø/g, "o")
    .replace(/æ/g, "ae")
    .replace(/ß/g, "ss");
}

// Snowball's stemmers (Swedish and Porter2 English): tröjor and tröja are tröj, jackets is jacket.
const stemmers = { "sv-SE": snowball.newStemmer("swedish"), "en-GB": snowball.newStemmer("english") };
const analysed = { "sv-SE": new Map<string, AnalysedWord>(), "en-GB": new Map<string, AnalysedWord>() };
const keptAnalyses = 50_000;

/** A lower-cased word's forms for matching in the locale's language; kept, as the catalogue's words recur. */
export function analyseWord(locale: ShopLocale, word: string): AnalysedWord {
  const kept = analysed[locale];
  let analysis = kept.get(word);
  if (!analysis) {
    analysis = { word, folded: foldDiacritics(word), stem: foldDiacritics(stemmers[locale].stem(word)) };
    if (kept.size >= keptAnalyses) kept.clear();
    kept.set(word, analysis);
  }
  return analysis;
}
