/**
 * A fixed-size set of small integers (product positions), for fast intersections and counts.
 * It remembers the range of 32-bit words that may hold members, so operations on sets that cover
 * one stretch of positions (a category, when positions are laid out by category) skip the rest.
 */
export class Bitset {
  readonly words: Uint32Array;
  /** First word that may hold a member. */
  lo: number;
  /** One past the last word that may hold a member. */
  hi: number;

  constructor(
    readonly size: number,
    words?: Uint32Array,
    lo = 0,
    hi?: number,
  ) {
    this.words = words ?? new Uint32Array(Math.ceil(size / 32));
    this.lo = words ? lo : this.words.length;
    this.hi = words ? (hi ?? this.words.length) : 0;
  }

  static full(size: number): Bitset {
    const words = new Uint32Array(Math.ceil(size / 32)).fill(0xffffffff);
    const spare = words.length * 32 - size;
    if (spare > 0) words[words.length - 1] = 0xffffffff >>> spare;
    return new Bitset(size, words, 0, words.length);
  }

  add(position: number): void {
    const word = position >>> 5;
    this.words[word]! |= 1 << (position & 31);
    if (word < this.lo) this.lo = word;
    if (word >= this.hi) this.hi = word + 1;
  }

  /** Takes a position out; the word range stays as it was (it says where members may be). */
  remove(position: number): void {
    this.words[position >>> 5]! &= ~(1 << (position & 31));
  }

  has(position: number): boolean {
    return (this.words[position >>> 5]! & (1 << (position & 31))) !== 0;
  }

  /** A new set holding what both sets hold. */
  and(other: Bitset): Bitset {
    const [lo, hi] = [Math.max(this.lo, other.lo), Math.min(this.hi, other.hi)];
    const words = new Uint32Array(this.words.length);
    for (let i = lo; i < hi; i += 1) words[i] = this.words[i]! & other.words[i]!;
    return new Bitset(this.size, words, lo, Math.max(lo, hi));
  }

  /** A new set holding what either set holds. */
  or(other: Bitset): Bitset {
    if (other.lo >= other.hi) return new Bitset(this.size, this.words.slice(), this.lo, this.hi);
    if (this.lo >= this.hi) return new Bitset(this.size, other.words.slice(), other.lo, other.hi);
    const [lo, hi] = [Math.min(this.lo, other.lo), Math.max(this.hi, other.hi)];
    const words = new Uint32Array(this.words.length);
    for (let i = lo; i < hi; i += 1) words[i] = this.words[i]! | other.words[i]!;
    return new Bitset(this.size, words, lo, hi);
  }

  count(): number {
    let total = 0;
    for (let i = this.lo; i < this.hi; i += 1) total += popCount(this.words[i]!);
    return total;
  }

  /** How many positions both sets hold, without building the intersection. */
  countAnd(other: Bitset): number {
    let total = 0;
    const hi = Math.min(this.hi, other.hi);
    for (let i = Math.max(this.lo, other.lo); i < hi; i += 1) {
      const word = this.words[i]! & other.words[i]!;
      if (word !== 0) total += popCount(word);
    }
    return total;
  }

  /** Calls `visit` for every position held, in ascending order. */
  forEach(visit: (position: number) => void): void {
    for (let i = this.lo; i < this.hi; i += 1) {
      let word = this.words[i]!;
      while (word !== 0) {
        visit(i * 32 + (31 - Math.clz32(word & -word)));
        word &= word - 1;
      }
    }
  }
}

function popCount(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** The union of several sets; an empty list gives an empty set. */
export function unionOf(size: number, sets: Iterable<Bitset | undefined>): Bitset {
  let union = new Bitset(size);
  for (const set of sets) if (set) union = union.or(set);
  return union;
}
