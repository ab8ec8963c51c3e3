import { Bitset } from "../bitset.ts";
import { wordsOf } from "./word-analysis.ts";

/** The positions whose description has a word: a list while few have it, a bitset once that is smaller. */
export type DescriptionPostings = number[] | Bitset;

/**
 * Each word of the products' descriptions in one locale, with the positions whose description has
 * it: what a search looks words up in last (ADR 0029, addendum). Descriptions repeat their words far
 * more than names, so a word most products share is a bitset (an eighth of a byte per position)
 * rather than a list (eight bytes per product). The descriptions themselves are not kept: a
 * changed product is taken out of every word (`remove`, once per batch of changes) and put back.
 */
export class DescriptionWords {
  readonly positionsOf = new Map<string, DescriptionPostings>();
  /** Moves on whenever a word comes or goes, so what was worked out from the words before is known to be stale. */
  generation = 0;
  /** A list longer than this costs more than a bitset of the index's size. */
  readonly #longestList: number;

  constructor(readonly capacity: number) {
    this.#longestList = Math.ceil(capacity / 64);
  }

  add(position: number, description: string): void {
    for (const word of new Set(wordsOf(description))) {
      const postings = this.positionsOf.get(word);
      if (postings instanceof Bitset) postings.add(position);
      else if (postings) {
        postings.push(position);
        if (postings.length > this.#longestList) this.positionsOf.set(word, this.#bitsetOf(postings));
      } else {
        this.positionsOf.set(word, [position]);
        this.generation += 1;
      }
    }
  }

  /** Takes the positions out of every word (one pass over all of them, however many positions). */
  remove(positions: ReadonlySet<number>): void {
    if (positions.size === 0) return;
    for (const [word, postings] of this.positionsOf) {
      if (postings instanceof Bitset) {
        let held = false;
        for (const position of positions) {
          if (!postings.has(position)) continue;
          postings.remove(position);
          held = true;
        }
        if (held && postings.count() === 0) this.#forget(word);
        continue;
      }
      let kept = 0;
      for (const position of postings) if (!positions.has(position)) postings[kept++] = position;
      postings.length = kept;
      if (kept === 0) this.#forget(word);
    }
  }

  #forget(word: string): void {
    this.positionsOf.delete(word);
    this.generation += 1;
  }

  #bitsetOf(positions: readonly number[]): Bitset {
    const set = new Bitset(this.capacity);
    for (const position of positions) set.add(position);
    return set;
  }
}
