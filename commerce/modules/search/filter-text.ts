import { onField, problem } from "#commerce/error-codes.ts";
import { DomainError } from "#commerce/errors.ts";

/** SPEC §3 selected-filter model. Prices are whole currency units including VAT. */
export interface SelectedFilters {
  category: number[];
  price?: { min: number; max: number };
  /** Parametric id → selected value ids; `multi` remembers which parametrics are multi-value (M). */
  parametric: Record<number, number[]>;
  multi: number[];
  brands: number[];
  stock: boolean;
  flags: number[];
}

export type FilterGroupCode = "parf" | "catf" | "prcf" | "mfrf" | "ohf" | "flgf";

export const emptyFilters = (): SelectedFilters => ({
  category: [],
  parametric: {},
  multi: [],
  brands: [],
  stock: false,
  flags: [],
});

const invalid = (detail: string) =>
  new DomainError("invalid", problem("invalid_filter", { detail }), [
    onField("filter", problem("invalid_value", { detail })),
  ]);

function parseIds(values: string[], group: string): number[] {
  return values.map((value) => {
    const id = Number(value);
    if (!Number.isInteger(id) || id <= 0) throw invalid(`${group} takes positive whole ids, got "${value}"`);
    return id;
  });
}

/**
 * Reads SPEC §7's filter text: groups joined by ";" as "code|values", values joined by ",".
 * Parametric values are L{parametricId}_{valueId} or M{parametricId}_{valueId}; a price is
 * true_{min}-{max}; in-stock is ohf|true. Anything else is an `invalid` error naming the problem.
 */
export function parseFilterText(text: string | undefined): SelectedFilters {
  const selected = emptyFilters();
  if (!text?.trim()) return selected;
  if (text.length > 2000) throw invalid("is longer than 2000 characters");
  for (const group of text.split(";").filter(Boolean)) {
    const [code, rawValues = "", ...rest] = group.split("|");
    const values = rawValues.split(",").filter(Boolean);
    if (rest.length > 0 || values.length === 0) throw invalid(`group "${group}" must be code|values`);
    switch (code) {
      case "parf":
        for (const value of values) {
          const match = /^([LM])(\d+)_(\d+)$/.exec(value);
          if (!match) throw invalid(`parametric value "${value}" must look like L1_5 or M1_5`);
          const [, kind, parametricId, valueId] = match;
          const list = (selected.parametric[Number(parametricId)] ??= []);
          if (!list.includes(Number(valueId))) list.push(Number(valueId));
          if (kind === "M" && !selected.multi.includes(Number(parametricId))) selected.multi.push(Number(parametricId));
        }
        break;
      case "prcf": {
        const match = values.length === 1 ? /^true_(\d+)-(\d+)$/.exec(values[0]!) : null;
        if (!match) throw invalid(`price must look like true_100-500, got "${rawValues}"`);
        const [min, max] = [Number(match[1]), Number(match[2])];
        if (min > max) throw invalid(`price minimum ${min} is above the maximum ${max}`);
        selected.price = { min, max };
        break;
      }
      case "ohf":
        if (values.length !== 1 || values[0] !== "true") throw invalid(`ohf takes only "true", got "${rawValues}"`);
        selected.stock = true;
        break;
      case "catf":
        selected.category = [...new Set(parseIds(values, "catf"))];
        break;
      case "mfrf":
        selected.brands = [...new Set(parseIds(values, "mfrf"))];
        break;
      case "flgf":
        selected.flags = [...new Set(parseIds(values, "flgf"))];
        break;
      default:
        throw invalid(`unknown group "${code}"; use parf, catf, prcf, mfrf, ohf or flgf`);
    }
  }
  return selected;
}

/** Writes the selection back as filter text, in a stable order so equal selections give equal URLs. */
export function formatFilterText(selected: SelectedFilters): string {
  const groups: string[] = [];
  const parametricValues = Object.entries(selected.parametric)
    .sort(([a], [b]) => Number(a) - Number(b))
    .flatMap(([parametricId, valueIds]) =>
      [...valueIds]
        .sort((a, b) => a - b)
        .map((valueId) => `${selected.multi.includes(Number(parametricId)) ? "M" : "L"}${parametricId}_${valueId}`),
    );
  if (parametricValues.length > 0) groups.push(`parf|${parametricValues.join(",")}`);
  if (selected.category.length > 0) groups.push(`catf|${[...selected.category].sort((a, b) => a - b).join(",")}`);
  if (selected.price) groups.push(`prcf|true_${selected.price.min}-${selected.price.max}`);
  if (selected.brands.length > 0) groups.push(`mfrf|${[...selected.brands].sort((a, b) => a - b).join(",")}`);
  if (selected.stock) groups.push("ohf|true");
  if (selected.flags.length > 0) groups.push(`flgf|${[...selected.flags].sort((a, b) => a - b).join(",")}`);
  return groups.join(";");
}

const toggle = (ids: number[], id: number) =>
  ids.includes(id) ? ids.filter((candidate) => candidate !== id) : [...ids, id];

export type FilterChoice =
  | { group: "parf"; parametricId: number; valueId: number; multi?: boolean }
  | { group: "catf" | "mfrf" | "flgf"; id: number }
  | { group: "ohf" }
  | { group: "prcf"; min: number; max: number };

/**
 * SPEC §4 selection rules: choosing a selected value removes it, an emptied group is dropped,
 * and a new price range replaces the earlier one.
 */
export function applyFilterChoice(selected: SelectedFilters, choice: FilterChoice): SelectedFilters {
  // Only the parametric map and the multi list are changed in place below; every other list is replaced.
  // (A listing page computes this once per filter value shown: structuredClone cost more than the rest.)
  const next: SelectedFilters = { ...selected, parametric: { ...selected.parametric }, multi: [...selected.multi] };
  switch (choice.group) {
    case "parf": {
      const values = toggle(next.parametric[choice.parametricId] ?? [], choice.valueId);
      if (values.length > 0) next.parametric[choice.parametricId] = values;
      else delete next.parametric[choice.parametricId];
      if (choice.multi && !next.multi.includes(choice.parametricId)) next.multi.push(choice.parametricId);
      next.multi = next.multi.filter((parametricId) => parametricId in next.parametric);
      return next;
    }
    case "catf":
      return { ...next, category: toggle(next.category, choice.id) };
    case "mfrf":
      return { ...next, brands: toggle(next.brands, choice.id) };
    case "flgf":
      return { ...next, flags: toggle(next.flags, choice.id) };
    case "ohf":
      return { ...next, stock: !next.stock };
    case "prcf":
      return { ...next, price: { min: Math.min(choice.min, choice.max), max: Math.max(choice.min, choice.max) } };
  }
}
