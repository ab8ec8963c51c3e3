import { wordsOf } from "./word-analysis.ts";

/**
 * Each word of the products' names in one locale, with the positions whose name has it: what a
 * search looks words up in. Kept in step with the names one product at a time (setName), never
 * rebuilt for a change.
 */
export class NameWords {
  readonly positionsOf = new Map<string, number[]>();
  /** Moves on whenever a word comes or goes, so what was worked out from the words before is known to be stale. */
  generation = 0;

  add(position: number, name: string): void {
    for (const word of new Set(wordsOf(name))) {
      let positions = this.positionsOf.get(word);
      if (!positions) {
        positions = [];
        this.positionsOf.set(word, positions);
        this.generation += 1;
      }
      positions.push(position);
    }
  }

  remove(position: number, name: string): void {
    for (const word of new Set(wordsOf(name))) {
      const positions = this.positionsOf.get(word);
      const at = positions?.lastIndexOf(position) ?? -1;
      if (!positions || at < 0) continue;
      // Order does not matter: swap the last one in.
      positions[at] = positions.at(-1)!;
      positions.pop();
      if (positions.length === 0) {
        this.positionsOf.delete(word);
        this.generation += 1;
      }
    }
  }

  /** The words of every position's name (`names[position]`, "" for none). */
  static of(names: readonly string[], used: number): NameWords {
    const words = new NameWords();
    for (let position = 0; position < used; position += 1) {
      const name = names[position];
      if (name) words.add(position, name);
    }
    return words;
  }
}
