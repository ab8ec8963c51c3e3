import type { AdminFormOutcome } from "#app/components/admin/form-outcome.tsx";
import type { Commerce } from "#commerce/commerce.ts";
import type { StaffActor } from "#commerce/modules/access/index.ts";
import { formDone } from "../../form-outcome.server.ts";
import { formText } from "../../form-text.server.ts";

interface PictureRequest {
  commerce: Commerce;
  actor: StaffActor;
  productId: number;
  form: FormData;
}

/** Which form an outcome belongs to: each picture has its own form of alt texts, so its notice shows beside it. */
export const outcomeIntentOf = (intent: string, form: FormData) =>
  intent === "update" ? `update-${formText(form, "pictureId")}` : intent;

/** The posted file's bytes; a post without one is an empty file, which the engine refuses as required. */
async function fileBytes(form: FormData): Promise<Buffer> {
  const file = form.get("file");
  return typeof file === "string" || file === null ? Buffer.alloc(0) : Buffer.from(await file.arrayBuffer());
}

/** The pictures page's forms, one named function each; the engine checks the role, the file and every field. */
export const pictureIntents = {
  async upload({ commerce, actor, productId, form }: PictureRequest): Promise<AdminFormOutcome> {
    await commerce.staffProductPictures.uploadPicture(actor, productId, {
      bytes: await fileBytes(form),
      colourValueId: formText(form, "colourValueId"),
    });
    return formDone("upload", "pictures.uploaded");
  },
  async update({ commerce, actor, productId, form }: PictureRequest): Promise<AdminFormOutcome> {
    await commerce.staffProductPictures.updatePicture(actor, productId, {
      pictureId: formText(form, "pictureId"),
      colourValueId: formText(form, "colourValueId"),
      altTexts: { "sv-SE": formText(form, "altTexts.sv-SE"), "en-GB": formText(form, "altTexts.en-GB") },
    });
    return formDone(outcomeIntentOf("update", form), "pictures.saved");
  },
  async move({ commerce, actor, productId, form }: PictureRequest): Promise<AdminFormOutcome> {
    const pictureId = formText(form, "pictureId");
    const { position } = await commerce.staffProductPictures.movePicture(actor, productId, {
      pictureId,
      position: formText(form, "position"),
    });
    // The picture's id goes back too: the page puts the focus on it in its new place.
    return formDone("move", "pictures.moved", { position, pictureId });
  },
  async delete({ commerce, actor, productId, form }: PictureRequest): Promise<AdminFormOutcome> {
    await commerce.staffProductPictures.deletePicture(actor, productId, { pictureId: formText(form, "pictureId") });
    return formDone("delete", "pictures.deleted");
  },
};

export type PictureIntent = keyof typeof pictureIntents;

/**
 * Whether the post carries a file anywhere but an upload's `file` field: the request guards let
 * files through to this page only, and a file read as text ("[object File]") must not pass for an alt text.
 */
export const hasStrayFile = (intent: PictureIntent, form: FormData) =>
  [...form].some(([name, value]) => typeof value !== "string" && !(intent === "upload" && name === "file"));

export function isPictureIntent(intent: string): intent is PictureIntent {
  return Object.hasOwn(pictureIntents, intent);
}
