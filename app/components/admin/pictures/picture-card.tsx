import { Form } from "react-router";
import { buttonClass, SubmitButton } from "#app/components/admin/buttons.tsx";
import { ConfirmAction } from "#app/components/admin/confirm-action.tsx";
import { InputField, SelectField } from "#app/components/admin/form-fields.tsx";
import { type AdminFormOutcome, useFormOutcome } from "#app/components/admin/form-outcome.tsx";
import { useAdmin } from "#app/components/admin/use-admin.ts";
import { imageUrl } from "#app/shop/image-url.ts";
import { shopLocales } from "#commerce/locale.ts";
import type { ProductColour, ProductPicture } from "#commerce/modules/catalogue/index.ts";

/** A move button: its own form, posting the picture's new place (1 is first); past either end only the button, disabled. */
function MoveButton({
  pictureId,
  position,
  label,
}: {
  pictureId: number;
  position: number | undefined;
  label: string;
}) {
  if (position === undefined)
    return (
      <button type="button" disabled className={buttonClass("secondary", "sm")}>
        {label}
      </button>
    );
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="pictureId" value={pictureId} />
      <input type="hidden" name="position" value={position} />
      <SubmitButton variant="secondary" size="sm">
        {label}
      </SubmitButton>
    </Form>
  );
}

/**
 * One picture: its place with the buttons that move it (dragging is never the only way), its
 * colour and alt text in each language, and deleting it (asked again first).
 */
export function PictureCard({
  picture,
  index,
  count,
  colours,
  imageCdnBase,
  outcome,
  dragHandle,
}: {
  picture: ProductPicture;
  index: number;
  count: number;
  colours: readonly ProductColour[];
  imageCdnBase: string;
  outcome: AdminFormOutcome | undefined;
  /** The thumbnail as a drag source, made by the list that takes the drop. */
  dragHandle: (thumbnail: React.ReactNode) => React.ReactNode;
}) {
  const { t } = useAdmin();
  const saved = useFormOutcome(outcome, `update-${picture.id}`);
  const position = index + 1;
  return (
    <article aria-labelledby={`picture-${picture.id}`} className="flex flex-col gap-3">
      <h3 id={`picture-${picture.id}`} tabIndex={-1} className="font-semibold">
        {t("pictures.position", { position, count })}
      </h3>
      {dragHandle(
        <img
          src={imageUrl(imageCdnBase, picture.key, 320)}
          alt=""
          width={160}
          height={200}
          className="aspect-[4/5] w-40 rounded bg-neutral-100 object-cover"
        />,
      )}
      <div className="flex flex-wrap gap-2">
        <MoveButton
          pictureId={picture.id}
          position={index > 0 ? position - 1 : undefined}
          label={t("pictures.moveUp")}
        />
        <MoveButton
          pictureId={picture.id}
          position={index < count - 1 ? position + 1 : undefined}
          label={t("pictures.moveDown")}
        />
      </div>
      {saved.notice}
      <Form method="post" noValidate preventScrollReset className="flex flex-col gap-3">
        <input type="hidden" name="intent" value="update" />
        <input type="hidden" name="pictureId" value={picture.id} />
        <SelectField
          name="colourValueId"
          label={t("pictures.colour")}
          defaultValue={picture.colourValueId === null ? "" : String(picture.colourValueId)}
          error={saved.fieldError("colourValueId")}
          options={[
            { value: "", label: t("pictures.everyColour") },
            ...colours.map((colour) => ({ value: String(colour.valueId), label: colour.name })),
          ]}
        />
        {shopLocales.map((locale) => (
          <InputField
            key={locale}
            name={`altTexts.${locale}`}
            lang={locale}
            label={t(`pictures.altText.${locale}`)}
            hint={t("pictures.altHint")}
            defaultValue={picture.altTexts[locale] ?? ""}
            maxLength={300}
            error={saved.fieldError(`altTexts.${locale}`)}
          />
        ))}
        <SubmitButton variant="secondary">{t("pictures.save")}</SubmitButton>
      </Form>
      <ConfirmAction
        intent="delete"
        label={t("pictures.delete")}
        hint={t("pictures.deleteHint")}
        title={t("pictures.deleteTitle", { position })}
        consequences={[t("pictures.deleteConsequence")]}
        confirmLabel={t("pictures.deleteConfirm")}
      >
        <input type="hidden" name="pictureId" value={picture.id} />
      </ConfirmAction>
    </article>
  );
}
