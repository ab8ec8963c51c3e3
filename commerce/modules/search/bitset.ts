/** A fixed-size set of small integers (product positions), for fast intersections and counts. */
export class Bitset {
  readonly words: Uint32Array;

  constructor(readonly size: number, words?: Uint32Array) {
    this.words = words ?? new Uint32Array(Math.ceil(size / 32));
  }

  static full(size: number): Bitset {
    const set = new Bitset(size);
    set.words.fill(0xffffffff);
    const spare = set.words.length * 32 - size;
    if (spare > 0) set.words[set.words.length - 1] = 0xffffffff >>> spare;
    return set;
  }

  add(position: number): void {
    this.words[position >>> 5]! |= 1 << (position & 31);
  }

  has(position: number): boolean {
    return (this.words[position >>> 5]! & (1 << (position & 31))) !== 0;
  }

  /** A new set holding what both sets hold. */
  and(other: Bitset): Bitset {
    const words = new Uint32Array(this.words.length);
    for (let i = 0; i < words.length; i += 1) words[i] = this.words[i]! & other.words[i]!;
    return new Bitset(this.size, words);
  }

  /** A new set holding what either set holds. */
  or(other: Bitset): Bitset {
    const words = new Uint32Array(this.words.length);
    for (let i = 0; i < words.length; i += 1) words[i] = this.words[i]! | other.words[i]!;
    return new Bitset(this.size, words);
  }

  count(): number {
    let total = 0;
    for (const word of this.words) {
      let v = word - ((word >>> 1) & 0x55555555);
      v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
      total += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
    }
    return total;
  }

  /** How many positions both sets hold, without building the intersection. */
  countAnd(other: Bitset): number {
    let total = 0;
    for (let i = 0; i < this.words.length; i += 1) {
      const word = this.words[i]! & other.words[i]!;
      if (word === 0) continue;
      let v = word - ((word >>> 1) & 0x55555555);
      v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
      total += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
    }
    return total;
  }

  /** Calls `visit` for every position held, in ascending order. */
  forEach(visit: (position: number) => void): void {
    for (let i = 0; i < this.words.length; i += 1) {
      let word = this.words[i]!;
      while (word !== 0) {
        const bit = 31 - Math.clz32(word & -word);
        visit(i * 32 + bit);
        word &= word - 1;
      }
    }
  }
}

/** The union of several sets; an empty list gives an empty set. */
export function unionOf(size: number, sets: Iterable<Bitset | undefined>): Bitset {
  let union = new Bitset(size);
  for (const set of sets) if (set) union = union.or(set);
  return union;
}
