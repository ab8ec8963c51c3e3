import { describe, expect, it } from "vitest";
import { Bitset } from "../bitset.ts";
import { DescriptionWords } from "./description-words.ts";

const positionsOf = (words: DescriptionWords, word: string) => {
  const postings = words.positionsOf.get(word);
  if (!postings) return [];
  const positions: number[] = [];
  if (postings instanceof Bitset) postings.forEach((position) => positions.push(position));
  else positions.push(...postings);
  return positions.sort((a, b) => a - b);
};

describe("description words", () => {
  it("hold each word of a description once per product, lower-cased, without punctuation", () => {
    const words = new DescriptionWords(640);
    words.add(3, "Vattentät och andas. Vattentät, med huva!");
    expect(positionsOf(words, "vattentät")).toEqual([3]);
    expect(positionsOf(words, "huva")).toEqual([3]);
    expect(words.positionsOf.has("Vattentät")).toBe(false);
  });

  it("keep a word most products share as a bitset, the same positions as the list it was", () => {
    const words = new DescriptionWords(640);
    for (let position = 0; position < 11; position += 1) words.add(position * 7, "Varm och lätt");
    words.add(5, "Lätt");
    expect(words.positionsOf.get("varm")).toBeInstanceOf(Bitset);
    expect(positionsOf(words, "varm")).toEqual(Array.from({ length: 11 }, (_, at) => at * 7));
    expect(positionsOf(words, "lätt")).toEqual(
      [...Array.from({ length: 11 }, (_, at) => at * 7), 5].sort((a, b) => a - b),
    );
  });

  it("take products out of every word at once, forgetting the words no product has any more", () => {
    const words = new DescriptionWords(640);
    for (let position = 0; position < 20; position += 1) words.add(position, "Varm dunfyllning");
    words.add(30, "Tejpade sömmar");
    words.add(31, "Tejpade blixtlås");
    const generation = words.generation;
    words.remove(new Set([30, ...Array.from({ length: 20 }, (_, at) => at)]));
    expect(words.positionsOf.has("varm")).toBe(false);
    expect(words.positionsOf.has("sömmar")).toBe(false);
    expect(positionsOf(words, "tejpade")).toEqual([31]);
    expect(words.generation).toBeGreaterThan(generation);
    words.add(30, "Tejpade sömmar");
    expect(positionsOf(words, "tejpade")).toEqual([30, 31]);
  });
});
