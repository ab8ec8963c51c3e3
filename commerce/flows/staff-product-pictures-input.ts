import { z } from "zod";
import { coded, idText } from "../validation.ts";

const pictureField = z.string(coded("invalid_id")).pipe(idText);

/** A colour value id, or empty for a picture that shows every colour. */
const colourField = z
  .string(coded("invalid_id"))
  .trim()
  .transform((text) => (text === "" ? null : text))
  .pipe(idText.nullable());

/** Alt text in one language: what the picture shows, for those who cannot see it; empty falls back to the product's name. */
const altText = z.string(coded("required")).trim().max(300, coded("too_long"));

/** A new picture's colour, chosen before it is uploaded. */
export const uploadPictureInput = z.object({ colourValueId: colourField });
export type UploadPictureInput = z.input<typeof uploadPictureInput>;

/** A picture's colour and its alt text in both languages, as a form carries them (`altTexts.sv-SE`, `altTexts.en-GB`). */
export const updatePictureInput = z.object({
  pictureId: pictureField,
  colourValueId: colourField,
  altTexts: z.object({ "sv-SE": altText, "en-GB": altText }),
});
export type UpdatePictureInput = z.input<typeof updatePictureInput>;

/** A picture's new place among the product's pictures, as the page numbers them (1 is first; past the end is last). */
export const movePictureInput = z.object({
  pictureId: pictureField,
  position: z
    .string(coded("required"))
    .trim()
    .regex(/^[1-9]\d{0,3}$/, coded("invalid_id"))
    .transform(Number),
});
export type MovePictureInput = z.input<typeof movePictureInput>;

export const deletePictureInput = z.object({ pictureId: pictureField });
export type DeletePictureInput = z.input<typeof deletePictureInput>;
