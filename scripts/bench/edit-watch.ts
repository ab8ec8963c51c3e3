/**
 * A shop process's JSON answer that shows an edit once it is made: the path to read, and what must
 * have moved against the answer before the edit. Plain data, so the process that saves the edit
 * can hand it to the one that watches.
 */
export interface EditWatch {
  path: string;
  expect:
    | { countMovedBy: number }
    | { productId: number; name: string }
    | { productId: number; priceIncVat: number }
    | { storeId: number; weekdays: { opens: string; closes: string } };
}

/** What list-product and get-products-by-ids answer, as far as the watches read them. */
interface Listing {
  ItemCount: number;
  Items: { Id: number; Name: string; PriceIncVat: number }[];
}

/** What get-all-stores answers, as far as the watches read it. */
type StoreList = { Id: number; OpeningHours: { Weekdays: { opens: string; closes: string } | null } }[];

/** Whether `after` (the watched answer since the edit) shows it, against `before`. */
export function showsEdit(watch: EditWatch, after: unknown, before: unknown): boolean {
  const expected = watch.expect;
  if ("countMovedBy" in expected)
    return (after as Listing).ItemCount === (before as Listing).ItemCount + expected.countMovedBy;
  if ("storeId" in expected) {
    const shown = (after as StoreList).find((store) => store.Id === expected.storeId)?.OpeningHours.Weekdays;
    return shown?.opens === expected.weekdays.opens && shown.closes === expected.weekdays.closes;
  }
  return (after as Listing).Items.some(
    (item) =>
      item.Id === expected.productId &&
      ("name" in expected ? item.Name === expected.name : item.PriceIncVat === expected.priceIncVat),
  );
}
