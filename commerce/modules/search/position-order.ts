/**
 * Product positions kept in one sort order (newest, by price, by name), with room to insert and
 * remove single positions in place: a change to one product moves one entry instead of re-sorting
 * them all. `compare` must be a total order (ties broken by product id) over the current keys.
 */
export class PositionOrder {
  private readonly items: Int32Array;
  private size = 0;

  constructor(
    capacity: number,
    private readonly compare: (a: number, b: number) => number,
  ) {
    this.items = new Int32Array(capacity);
  }

  /** Replaces what the order holds with `positions`, sorted (at build time, instead of one insert each). */
  load(positions: Int32Array): void {
    // Sorting input that is already in order (as the database hands some over) costs one pass.
    this.items.set(positions.sort(this.compare));
    this.size = positions.length;
  }

  /** Replaces what the order holds with positions already in this order (a snapshot of it), without comparing them. */
  restore(positions: Int32Array): void {
    this.items.set(positions);
    this.size = positions.length;
  }

  /** The positions in order, as a view that the next change moves. */
  held(): Int32Array {
    return this.items.subarray(0, this.size);
  }

  get length(): number {
    return this.size;
  }

  /** The position at `index` of the order. */
  at(index: number): number | undefined {
    return index >= 0 && index < this.size ? this.items[index] : undefined;
  }

  /** Adds a position whose keys are set; the order must have room. */
  insert(position: number): void {
    const at = this.seek(position);
    this.items.copyWithin(at + 1, at, this.size);
    this.items[at] = position;
    this.size += 1;
  }

  /** Removes a position; call it before changing the position's keys. */
  remove(position: number): void {
    const at = this.seek(position);
    if (this.items[at] !== position || at >= this.size) throw new Error(`position ${position} is not in the order`);
    this.items.copyWithin(at, at + 1, this.size);
    this.size -= 1;
  }

  /** Where `position` is or would go (binary search). */
  private seek(position: number): number {
    let [low, high] = [0, this.size];
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.compare(this.items[middle]!, position) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
