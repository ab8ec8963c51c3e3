import type { AdminFormOutcome } from "#app/components/admin/form-outcome.tsx";
import type { Commerce } from "#commerce/commerce.ts";
import type { ShopLocale } from "#commerce/locale.ts";
import type { StaffActor } from "#commerce/modules/access/index.ts";
import type { StaffTerm, VocabularyTermKind } from "#commerce/modules/catalogue/index.ts";
import { formDone } from "../../form-outcome.server.ts";
import { formText } from "../../form-text.server.ts";

interface VocabularyRequest {
  commerce: Commerce;
  actor: StaffActor;
  /** The member's language, which names a flag, colour or size in the notice. */
  locale: ShopLocale;
  form: FormData;
  /** Which form the outcome belongs to (see vocabularyOutcomeKey). */
  outcomeKey: string;
}

// The engine checks the kind as it checks every other input.
const kindOf = (form: FormData) => formText(form, "kind") as VocabularyTermKind;
const namesOf = (form: FormData) => ({
  "sv-SE": formText(form, "names.sv-SE"),
  "en-GB": formText(form, "names.en-GB"),
});
/** A colour's swatch; other kinds have none, and send none. */
const swatchOf = (form: FormData) => (form.has("swatch") ? { swatch: formText(form, "swatch") } : {});
const entryOf = (form: FormData) => ({ id: formText(form, "id") });

/**
 * Whether a form's `kind` fits its intent. A brand's forms send `brand` (only to place their
 * outcome), so nothing else is accepted from them; a term's kind is checked by the engine.
 */
export function kindFitsIntent(intent: VocabularyIntent, form: FormData): boolean {
  return !intent.endsWith("Brand") || formText(form, "kind") === "brand";
}

/**
 * The form an outcome belongs to: the add form of a list (`colour:new`), one entry's row
 * (`colour:12`), or the list itself for a deletion (`colour:list`), whose row is gone once it
 * worked; so errors and notices show beside the form that was sent.
 */
export function vocabularyOutcomeKey(intent: VocabularyIntent, form: FormData): string {
  const place = intent === "deleteBrand" || intent === "deleteTerm" ? "list" : formText(form, "id") || "new";
  return `${formText(form, "kind")}:${place}`;
}

const termDone = (request: VocabularyRequest, key: Parameters<typeof formDone>[1], term: StaffTerm) =>
  formDone(request.outcomeKey, key, { name: term.names[request.locale] });

/** The vocabulary page's forms, one named function each; the engine checks the role and every input. */
export const vocabularyIntents = {
  async addBrand({ commerce, actor, form, outcomeKey }: VocabularyRequest): Promise<AdminFormOutcome> {
    const brand = await commerce.staffVocabulary.addBrand(actor, { name: formText(form, "name") });
    return formDone(outcomeKey, "vocabularies.added", { name: brand.name });
  },
  async renameBrand({ commerce, actor, form, outcomeKey }: VocabularyRequest): Promise<AdminFormOutcome> {
    const brand = await commerce.staffVocabulary.renameBrand(actor, { ...entryOf(form), name: formText(form, "name") });
    return formDone(outcomeKey, "vocabularies.saved", { name: brand.name });
  },
  async deleteBrand({ commerce, actor, form, outcomeKey }: VocabularyRequest): Promise<AdminFormOutcome> {
    const brand = await commerce.staffVocabulary.deleteBrand(actor, entryOf(form));
    return formDone(outcomeKey, "vocabularies.deleted", { name: brand.name });
  },
  async addTerm(request: VocabularyRequest): Promise<AdminFormOutcome> {
    const { commerce, actor, form } = request;
    const term = await commerce.staffVocabulary.addTerm(actor, kindOf(form), {
      names: namesOf(form),
      ...swatchOf(form),
    });
    return termDone(request, "vocabularies.added", term);
  },
  async updateTerm(request: VocabularyRequest): Promise<AdminFormOutcome> {
    const { commerce, actor, form } = request;
    const term = await commerce.staffVocabulary.updateTerm(actor, kindOf(form), {
      ...entryOf(form),
      names: namesOf(form),
      ...swatchOf(form),
    });
    return termDone(request, "vocabularies.saved", term);
  },
  async moveTerm(request: VocabularyRequest): Promise<AdminFormOutcome> {
    const { commerce, actor, form } = request;
    const direction = formText(form, "direction") as "up" | "down";
    const term = await commerce.staffVocabulary.moveTerm(actor, kindOf(form), { ...entryOf(form), direction });
    // The direction tells the page which button keeps the focus.
    return formDone(request.outcomeKey, "vocabularies.moved", { name: term.names[request.locale], direction });
  },
  async deleteTerm(request: VocabularyRequest): Promise<AdminFormOutcome> {
    const { commerce, actor, form } = request;
    const term = await commerce.staffVocabulary.deleteTerm(actor, kindOf(form), entryOf(form));
    return termDone(request, "vocabularies.deleted", term);
  },
};

export type VocabularyIntent = keyof typeof vocabularyIntents;

export function isVocabularyIntent(intent: string): intent is VocabularyIntent {
  return Object.hasOwn(vocabularyIntents, intent);
}
