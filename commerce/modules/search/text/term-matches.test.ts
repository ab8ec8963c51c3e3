import { describe, expect, it } from "vitest";
import { matchQuality, matchWord, tierOf, typosAllowed } from "./term-matches.ts";
import { analyseWord, foldDiacritics } from "./word-analysis.ts";

const swedish = (term: string, candidate: string) =>
  matchWord("sv-SE", analyseWord("sv-SE", term), analyseWord("sv-SE", candidate));
const english = (term: string, candidate: string) =>
  matchWord("en-GB", analyseWord("en-GB", term), analyseWord("en-GB", candidate));

describe("a search word against a word of the catalogue", () => {
  it("folds diacritics the way shoppers without å, ä and ö type", () => {
    expect(foldDiacritics("känga mössa åre")).toBe("kanga mossa are");
    expect(swedish("kanga", "känga")).toBe(matchQuality.folded);
    expect(swedish("känga", "känga")).toBe(matchQuality.exact);
  });

  it("matches inflections by their stem, in Swedish and in English", () => {
    expect(swedish("tröjor", "tröja")).toBe(matchQuality.stem);
    expect(swedish("kängor", "känga")).toBe(matchQuality.stem);
    expect(swedish("mossor", "mössa")).toBe(matchQuality.stem);
    expect(english("jackets", "jacket")).toBe(matchQuality.stem);
    expect(english("socks", "sock")).toBe(matchQuality.stem);
  });

  it("matches a Swedish compound by its last part, and a word by its start", () => {
    expect(swedish("tröjor", "träningströja")).toBe(matchQuality.compoundPart);
    expect(swedish("jackor", "dunjacka")).toBe(matchQuality.compoundPart);
    expect(swedish("byxor", "vandringsbyxa")).toBe(matchQuality.compoundPart);
    expect(swedish("dunj", "dunjacka")).toBe(matchQuality.prefix);
  });

  it("forgives one typo from four letters and two from eight, anywhere in the word", () => {
    expect([typosAllowed(3), typosAllowed(4), typosAllowed(7), typosAllowed(8)]).toEqual([0, 1, 1, 2]);
    expect(english("tnet", "tent")).toBe(matchQuality.typo);
    expect(english("sokcs", "socks")).toBe(matchQuality.typo);
    expect(english("bost", "boot")).toBe(matchQuality.typo);
    expect(english("jakcet", "jacket")).toBe(matchQuality.typo);
    expect(swedish("jakca", "jacka")).toBe(matchQuality.typo);
    expect(swedish("sovsäk", "dunsovsäck")).toBe(matchQuality.typo);
    expect(swedish("vandringsbxa", "vandringsbyxa")).toBe(matchQuality.typo);
    expect(swedish("vandrngsbxa", "vandringsbyxa")).toBe(matchQuality.typo + 1);
    expect(english("ten", "tan")).toBeUndefined();
    expect(english("tent", "tint")).toBe(matchQuality.typo);
    expect(english("tent", "mint")).toBeUndefined();
  });

  it("never takes a compound's first part for a typo of the search word", () => {
    expect(swedish("dunjacka", "vindjacka")).toBeUndefined();
    expect(swedish("dunjacka", "regnjacka")).toBeUndefined();
  });

  it("ranks the tiers: forms of the word, then its start, then typos", () => {
    expect([matchQuality.exact, matchQuality.compoundPart].map(tierOf)).toEqual([0, 0]);
    expect(tierOf(matchQuality.prefix)).toBe(1);
    expect([matchQuality.typo, matchQuality.typo + 1].map(tierOf)).toEqual([2, 2]);
  });
});
