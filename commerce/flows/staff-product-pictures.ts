import { randomUUID } from "node:crypto";
import type { Database, DatabaseOrTransaction } from "../db/client.ts";
import { onField, problem } from "../error-codes.ts";
import { invalidField } from "../errors.ts";
import type { ShopLocale } from "../locale.ts";
import { parseStaffInput } from "../validation.ts";
import { requirePermission, type StaffActor } from "../modules/access/index.ts";
import { changedFields, recordAudit } from "../modules/audit/index.ts";
import {
  deleteProductPicture,
  insertProductPicture,
  isPictureKeyInUse,
  listProductColours,
  listProductPictures,
  readPictureProduct,
  updateProductPicture,
  writeProductPictureOrder,
  type ProductColour,
  type ProductPicture,
} from "../modules/catalogue/index.ts";
import { isPictureKeyInStories } from "../modules/content/index.ts";
import { inspectPicture, type MediaService } from "../modules/media/index.ts";
import {
  followCatalogueChange,
  productNotFound,
  refuseFields,
  type CatalogueFollowDeps,
} from "./staff-product-editor.ts";
import {
  deletePictureInput,
  movePictureInput,
  updatePictureInput,
  uploadPictureInput,
  type DeletePictureInput,
  type MovePictureInput,
  type UpdatePictureInput,
  type UploadPictureInput,
} from "./staff-product-pictures-input.ts";

export interface StaffProductPicturesDeps extends CatalogueFollowDeps {
  db: Database;
  /** Where the originals go (the configured media store). */
  media: MediaService;
}

/** A product's pictures as the pictures page shows them, with the colours a picture may belong to. */
export interface StaffProductPicturesView {
  product: { id: number; name: string };
  pictures: ProductPicture[];
  colours: ProductColour[];
}

/** An upload: the file's bytes as they arrived (their format is read from them) and the picture's colour. */
export type UploadPictureRequest = UploadPictureInput & { bytes: Buffer };

/** Colour names and the product's name do not matter to a write; one language reads them. */
const writeLocale: ShopLocale = "sv-SE";

/** The product, its row locked against other picture edits until the transaction ends; 404 when there is none. */
async function lockProduct(tx: DatabaseOrTransaction, productId: number): Promise<void> {
  if (!(await readPictureProduct(tx, productId, writeLocale, { lock: true }))) productNotFound(productId);
}

/** A colour the product comes in, or none; another is the field's refusal. */
async function requireProductColour(tx: DatabaseOrTransaction, productId: number, colourValueId: number | null) {
  if (colourValueId === null) return;
  const colours = await listProductColours(tx, productId, writeLocale);
  if (!colours.some((colour) => colour.valueId === colourValueId))
    refuseFields("picture", onField("colourValueId", problem("invalid_id")));
}

/** The product's pictures and the one named, which must be among them. */
async function requirePicture(tx: DatabaseOrTransaction, productId: number, pictureId: number) {
  const pictures = await listProductPictures(tx, productId);
  const picture = pictures.find((candidate) => candidate.id === pictureId);
  if (!picture) throw invalidField("pictureId", problem("picture_not_found"));
  return { pictures, picture };
}

/** Alt texts as kept: only the languages that have one, so the others fall back. */
const filledAltTexts = (altTexts: Record<ShopLocale, string>): ProductPicture["altTexts"] =>
  Object.fromEntries(Object.entries(altTexts).filter(([, text]) => text !== ""));

/**
 * The product pictures page's use cases (`catalogue.manage`: owners and managers): upload, order,
 * colour and alt text per language, delete. Each change runs in one transaction with its audit
 * entry, under the product's row lock; after it commits, the product goes through the catalogue
 * feed (kind `product`), so the storefront shows its pictures here at once and elsewhere within a second.
 */
export function createStaffProductPictures(deps: StaffProductPicturesDeps) {
  const { db, media } = deps;

  return {
    /** The product's pictures in order, and its colours, named in `locale`; 404 when there is no such product. */
    async getPictures(actor: StaffActor, productId: number, locale: ShopLocale): Promise<StaffProductPicturesView> {
      requirePermission(actor, "catalogue.manage");
      const product = await readPictureProduct(db, productId, locale);
      if (!product) productNotFound(productId);
      const [pictures, colours] = await Promise.all([
        listProductPictures(db, productId),
        listProductColours(db, productId, locale),
      ]);
      return { product, pictures, colours };
    },

    /**
     * Adds a picture last: the bytes must decode as a JPEG, PNG, WebP or AVIF picture within the
     * limits (pictureLimits). The original is stored under a new random key before the picture is
     * saved, and taken away again if saving fails.
     */
    async uploadPicture(
      actor: StaffActor,
      productId: number,
      { bytes, ...rawInput }: UploadPictureRequest,
    ): Promise<{ pictureId: number; key: string }> {
      requirePermission(actor, "catalogue.manage");
      const input = parseStaffInput(uploadPictureInput, rawInput, "picture");
      if (!(await readPictureProduct(db, productId, writeLocale))) productNotFound(productId);
      const inspected = await inspectPicture(bytes);
      const key = `products/${productId}/${randomUUID()}.${inspected.extension}`;
      await media.putMediaFile({ key, contentType: inspected.contentType, bytes });
      let pictureId: number;
      try {
        pictureId = await db.transaction(async (tx) => {
          await lockProduct(tx, productId);
          await requireProductColour(tx, productId, input.colourValueId);
          const id = await insertProductPicture(tx, { productId, key, colourValueId: input.colourValueId });
          await recordAudit(tx, actor, {
            action: "product.picture_add",
            subjectKind: "product",
            subjectId: productId,
            after: { pictureId: id, imageKey: key, colourValueId: input.colourValueId },
          });
          return id;
        });
      } catch (error) {
        await removeOriginal(key);
        throw error;
      }
      await followCatalogueChange(deps, [productId]);
      return { pictureId, key };
    },

    /** Sets a picture's colour and its alt text in each language (an empty one falls back to the product's name). */
    async updatePicture(actor: StaffActor, productId: number, rawInput: UpdatePictureInput): Promise<void> {
      requirePermission(actor, "catalogue.manage");
      const input = parseStaffInput(updatePictureInput, rawInput, "picture");
      const changed = await db.transaction(async (tx) => {
        await lockProduct(tx, productId);
        const { picture } = await requirePicture(tx, productId, input.pictureId);
        await requireProductColour(tx, productId, input.colourValueId);
        const fields = { colourValueId: input.colourValueId, altTexts: filledAltTexts(input.altTexts) };
        const changes = changedFields(
          { colourValueId: picture.colourValueId, altTexts: picture.altTexts },
          { colourValueId: fields.colourValueId, altTexts: fields.altTexts },
        );
        if (Object.keys(changes.after).length === 0) return false;
        await updateProductPicture(tx, picture.id, fields);
        await recordAudit(tx, actor, {
          action: "product.picture_update",
          subjectKind: "product",
          subjectId: productId,
          before: { pictureId: picture.id, ...changes.before },
          after: { pictureId: picture.id, ...changes.after },
        });
        return true;
      });
      if (changed) await followCatalogueChange(deps, [productId]);
    },

    /** Moves a picture to another place among the product's pictures (the first is the one the shop shows first); answers the place it took, 1 being first. */
    async movePicture(actor: StaffActor, productId: number, rawInput: MovePictureInput): Promise<{ position: number }> {
      requirePermission(actor, "catalogue.manage");
      const input = parseStaffInput(movePictureInput, rawInput, "picture");
      const { moved, position } = await db.transaction(async (tx) => {
        await lockProduct(tx, productId);
        const { pictures, picture } = await requirePicture(tx, productId, input.pictureId);
        const from = pictures.indexOf(picture);
        const order = pictures.map((candidate) => candidate.id).filter((id) => id !== picture.id);
        const to = Math.min(input.position - 1, order.length);
        if (to === from) return { moved: false, position: to + 1 };
        order.splice(to, 0, picture.id);
        await writeProductPictureOrder(tx, order);
        await recordAudit(tx, actor, {
          action: "product.picture_move",
          subjectKind: "product",
          subjectId: productId,
          before: { pictureId: picture.id, position: from + 1 },
          after: { pictureId: picture.id, position: to + 1 },
        });
        return { moved: true, position: to + 1 };
      });
      if (moved) await followCatalogueChange(deps, [productId]);
      return { position };
    },

    /** Takes a picture off the product; its original is deleted from the media store once nothing else shows it. */
    async deletePicture(actor: StaffActor, productId: number, rawInput: DeletePictureInput): Promise<void> {
      requirePermission(actor, "catalogue.manage");
      const input = parseStaffInput(deletePictureInput, rawInput, "picture");
      const deleted = await db.transaction(async (tx) => {
        await lockProduct(tx, productId);
        const { pictures, picture } = await requirePicture(tx, productId, input.pictureId);
        await deleteProductPicture(tx, picture.id);
        await writeProductPictureOrder(
          tx,
          pictures.map((candidate) => candidate.id).filter((id) => id !== picture.id),
        );
        await recordAudit(tx, actor, {
          action: "product.picture_delete",
          subjectKind: "product",
          subjectId: productId,
          before: {
            pictureId: picture.id,
            imageKey: picture.key,
            colourValueId: picture.colourValueId,
            altTexts: picture.altTexts,
          },
        });
        return picture;
      });
      await followCatalogueChange(deps, [productId]);
      const stillShown = (await isPictureKeyInUse(db, deleted.key)) || (await isPictureKeyInStories(db, deleted.key));
      if (!stillShown) await removeOriginal(deleted.key);
    },
  };

  /** Deletes an original no picture keeps; a failure is logged, not thrown (the picture's change stands, the file stays behind). */
  async function removeOriginal(key: string): Promise<void> {
    try {
      await media.deleteMediaFile(key);
    } catch (error) {
      deps.log.warn("A picture's original could not be deleted from the media store", { key, err: error });
    }
  }
}

export type StaffProductPictures = ReturnType<typeof createStaffProductPictures>;
