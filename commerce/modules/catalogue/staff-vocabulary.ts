import type { z } from "zod";
import type { Database, DatabaseOrTransaction } from "#commerce/db/client.ts";
import { parseStaffInput } from "#commerce/validation.ts";
import { requirePermission, type StaffActor } from "../access/index.ts";
import { type AuditChange, recordAudit } from "../audit/index.ts";
import { type CatalogueChange, type CatalogueFeed, recordCatalogueChange } from "./catalogue-changes.ts";
import {
  deleteBrand,
  insertBrand,
  lockBrands,
  readBrands,
  renameBrand,
  requireBrand,
  type StaffBrand,
} from "./staff-vocabulary-brands.ts";
import {
  brandInput,
  brandRenameInput,
  entryInput,
  moveInput,
  termInputs,
  termUpdateInputs,
  type TermInput,
  termKindInput,
  type VocabularyTermKind,
} from "./staff-vocabulary-inputs.ts";
import {
  deleteTerm,
  insertTerm,
  lockTerms,
  moveTerm,
  readTerms,
  requireTerm,
  type StaffTerm,
  termTableOf,
  updateTerm,
} from "./staff-vocabulary-terms.ts";

/** Every vocabulary the back office edits, with how many products use each entry. */
export interface StaffVocabularies {
  brands: StaffBrand[];
  flags: StaffTerm[];
  colours: StaffTerm[];
  sizes: StaffTerm[];
}

type Input<T extends z.ZodType> = z.input<T>;

/**
 * The catalogue's vocabularies as staff edit them: brands, flags, colours and sizes (every call
 * needs `catalogue.manage`: owners and managers). Each change is audited and recorded as a
 * `vocabulary` change in the same transaction, so every process's vocabularies, product cards and
 * details, facet labels and free-text search (which reads brand and value names from the cached
 * vocabulary, ADR 0029) follow it: this one at once, the others within a second.
 */
export interface StaffVocabularyService {
  /** Brands by name; flags, colours and sizes in their order, named in every locale. */
  listVocabularies(actor: StaffActor): Promise<StaffVocabularies>;
  /** Adds a brand; its name and slug must be free. */
  addBrand(actor: StaffActor, input: Input<typeof brandInput>): Promise<StaffBrand>;
  /** Renames a brand (its slug follows; the storefront's search finds its products by the new name). */
  renameBrand(actor: StaffActor, input: Input<typeof brandRenameInput>): Promise<StaffBrand>;
  /** Deletes a brand no product carries; answers the brand as it was. */
  deleteBrand(actor: StaffActor, input: Input<typeof entryInput>): Promise<StaffBrand>;
  /** Adds a flag, colour (with its swatch) or size at the end of its list. */
  addTerm<K extends VocabularyTermKind>(
    actor: StaffActor,
    kind: K,
    input: Input<(typeof termInputs)[K]>,
  ): Promise<StaffTerm>;
  /** Renames a flag, colour or size in every locale (a colour's swatch may change with it). */
  updateTerm<K extends VocabularyTermKind>(
    actor: StaffActor,
    kind: K,
    input: Input<(typeof termUpdateInputs)[K]>,
  ): Promise<StaffTerm>;
  /** Moves a flag, colour or size one place up or down its list (nowhere past either end); answers the term. */
  moveTerm(actor: StaffActor, kind: VocabularyTermKind, input: Input<typeof moveInput>): Promise<StaffTerm>;
  /** Deletes a flag, colour or size no product uses; answers the term as it was. */
  deleteTerm(actor: StaffActor, kind: VocabularyTermKind, input: Input<typeof entryInput>): Promise<StaffTerm>;
}

const vocabularyChange: CatalogueChange = { kinds: ["vocabulary"] };

/** The vocabulary use cases on one database, telling this process's caches through `catalogueFeed`. */
export function createStaffVocabularyService(db: Database, catalogueFeed: CatalogueFeed): StaffVocabularyService {
  /** Runs one change and its audit entry, records it in the feed in the same transaction, and tells this process once committed. */
  async function change<T>(
    actor: StaffActor,
    work: (tx: DatabaseOrTransaction) => Promise<{ result: T; audit: AuditChange | undefined }>,
  ): Promise<T> {
    const { result, audit } = await db.transaction(async (tx) => {
      const done = await work(tx);
      // No entry when nothing changed (a move past either end).
      if (done.audit) {
        await recordAudit(tx, actor, done.audit);
        await recordCatalogueChange(tx, vocabularyChange);
      }
      return done;
    });
    if (audit) catalogueFeed.changedHere(vocabularyChange);
    return result;
  }

  /** A kind the service does not know is bad input too, refused before any query. */
  const kindOf = <K extends VocabularyTermKind>(kind: K) => parseStaffInput(termKindInput, kind, "kind") as K;
  const readTermsOf = async (kind: VocabularyTermKind) => readTerms(db, await termTableOf(db, kind));

  return {
    async listVocabularies(actor) {
      requirePermission(actor, "catalogue.manage");
      const [brands, flags, colours, sizes] = await Promise.all([
        readBrands(db),
        readTermsOf("flag"),
        readTermsOf("colour"),
        readTermsOf("size"),
      ]);
      return { brands, flags, colours, sizes };
    },

    async addBrand(actor, input) {
      requirePermission(actor, "catalogue.manage");
      const { name } = parseStaffInput(brandInput, input, "brand");
      return change(actor, async (tx) => {
        await lockBrands(tx);
        const brand = await requireBrand(tx, await insertBrand(tx, name));
        return {
          result: brand,
          audit: {
            action: "brand.create",
            subjectKind: "brand",
            subjectId: brand.id,
            after: { name, slug: brand.slug },
          },
        };
      });
    },

    async renameBrand(actor, input) {
      requirePermission(actor, "catalogue.manage");
      const { id, name } = parseStaffInput(brandRenameInput, input, "brand");
      return change(actor, async (tx) => {
        await lockBrands(tx);
        const before = await requireBrand(tx, id);
        const { slug } = await renameBrand(tx, id, name);
        return {
          result: { ...before, name, slug },
          audit: {
            action: "brand.rename",
            subjectKind: "brand",
            subjectId: id,
            before: { name: before.name, slug: before.slug },
            after: { name, slug },
          },
        };
      });
    },

    async deleteBrand(actor, input) {
      requirePermission(actor, "catalogue.manage");
      const { id } = parseStaffInput(entryInput, input, "brand");
      return change(actor, async (tx) => {
        await lockBrands(tx);
        const brand = await deleteBrand(tx, id);
        return {
          result: brand,
          audit: {
            action: "brand.delete",
            subjectKind: "brand",
            subjectId: id,
            before: { name: brand.name, slug: brand.slug },
          },
        };
      });
    },

    async addTerm(actor, kind, input) {
      requirePermission(actor, "catalogue.manage");
      const parsed = parseStaffInput(termInputs[kindOf(kind)] as z.ZodType<TermInput>, input, kind);
      return change(actor, async (tx) => {
        const table = await termTableOf(tx, kind);
        await lockTerms(tx, table);
        const term = await requireTerm(tx, table, await insertTerm(tx, table, parsed));
        return {
          result: term,
          audit: { action: `${kind}.create`, subjectKind: kind, subjectId: term.id, after: recordOf(term) },
        };
      });
    },

    async updateTerm(actor, kind, input) {
      requirePermission(actor, "catalogue.manage");
      const { id, ...parsed } = parseStaffInput(
        termUpdateInputs[kindOf(kind)] as z.ZodType<TermInput & { id: number }>,
        input,
        kind,
      );
      return change(actor, async (tx) => {
        const table = await termTableOf(tx, kind);
        await lockTerms(tx, table);
        const before = await requireTerm(tx, table, id);
        await updateTerm(tx, table, id, parsed);
        const after = await requireTerm(tx, table, id);
        return {
          result: after,
          audit: {
            action: `${kind}.update`,
            subjectKind: kind,
            subjectId: id,
            before: recordOf(before),
            after: recordOf(after),
          },
        };
      });
    },

    async moveTerm(actor, kind, input) {
      requirePermission(actor, "catalogue.manage");
      kindOf(kind);
      const { id, direction } = parseStaffInput(moveInput, input, kind);
      return change(actor, async (tx) => {
        const table = await termTableOf(tx, kind);
        await lockTerms(tx, table);
        const term = await requireTerm(tx, table, id);
        const position = await moveTerm(tx, table, id, direction);
        return {
          result: term,
          audit:
            position === undefined
              ? undefined
              : { action: `${kind}.move`, subjectKind: kind, subjectId: id, after: { code: term.code, position } },
        };
      });
    },

    async deleteTerm(actor, kind, input) {
      requirePermission(actor, "catalogue.manage");
      kindOf(kind);
      const { id } = parseStaffInput(entryInput, input, kind);
      return change(actor, async (tx) => {
        const table = await termTableOf(tx, kind);
        await lockTerms(tx, table);
        const term = await deleteTerm(tx, table, id);
        return {
          result: term,
          audit: { action: `${kind}.delete`, subjectKind: kind, subjectId: id, before: recordOf(term) },
        };
      });
    },
  };
}

/** What the audit log keeps of a term. */
function recordOf(term: StaffTerm) {
  return { code: term.code, names: term.names, ...(term.swatch === null ? {} : { swatch: term.swatch }) };
}
