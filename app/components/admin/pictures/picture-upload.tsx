import { useCallback, useRef, useState } from "react";
import { Form } from "react-router";
import { SubmitButton } from "#app/components/admin/buttons.tsx";
import { Panel } from "#app/components/admin/form-notice.tsx";
import { type AdminFormOutcome, useFormOutcome } from "#app/components/admin/form-outcome.tsx";
import { InputField, SelectField } from "#app/components/admin/form-fields.tsx";
import { useAdmin } from "#app/components/admin/use-admin.ts";
import type { ProductColour } from "#commerce/modules/catalogue/index.ts";
import { type QueuedUpload, UploadJob } from "./upload-job.tsx";

const acceptedTypes = "image/jpeg,image/png,image/webp,image/avif";

/**
 * Adding pictures: a form with a file field and the new pictures' colour (it works without
 * JavaScript, one file per post), inside a zone that takes dropped files and uploads them one
 * after another, saying for each whether it was added.
 */
export function PictureUpload({
  colours,
  limits,
  outcome,
}: {
  colours: readonly ProductColour[];
  limits: { maxBytes: number; maxPixels: number };
  outcome: AdminFormOutcome | undefined;
}) {
  const { t } = useAdmin();
  const upload = useFormOutcome(outcome, "upload");
  const form = useRef<HTMLFormElement>(null);
  const [dragging, setDragging] = useState(false);
  const [uploads, setUploads] = useState<QueuedUpload[]>([]);
  const [tooLarge, setTooLarge] = useState<string[]>([]);
  const [answered, setAnswered] = useState(0);
  const maxMegabytes = limits.maxBytes / 1024 / 1024;
  const onDone = useCallback(() => setAnswered((count) => count + 1), []);

  /**
   * Queues files, one post each, with the colour chosen now. Files over the limit are not sent:
   * the server would refuse the whole post (413) without a word on which file it was.
   */
  const enqueue = (files: readonly File[]) => {
    const colourValueId = String(new FormData(form.current ?? undefined).get("colourValueId") ?? "");
    setTooLarge((names) => [...names, ...files.filter((file) => file.size > limits.maxBytes).map((file) => file.name)]);
    setUploads((queued) => [
      ...queued,
      ...files
        .filter((file) => file.size <= limits.maxBytes)
        .map((file, index) => ({ id: queued.length + index, file, colourValueId })),
    ]);
  };

  return (
    <Panel title={t("pictures.add")}>
      <div
        onDragOver={(event) => {
          if (!event.dataTransfer.types.includes("Files")) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = "copy";
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          enqueue([...event.dataTransfer.files]);
        }}
        className={`flex flex-col gap-4 rounded-lg border-2 border-dashed p-4 ${
          dragging ? "border-brand-600 bg-brand-50" : "border-neutral-300"
        }`}
      >
        <p className="text-sm text-neutral-700">{t("pictures.dropZone")}</p>
        {upload.notice}
        <Form
          ref={form}
          method="post"
          encType="multipart/form-data"
          noValidate
          className="flex flex-col gap-4 sm:flex-row sm:items-end"
          onSubmit={(event) => {
            // With JavaScript the chosen file joins the queue, as a dropped one does.
            event.preventDefault();
            const input = event.currentTarget.elements.namedItem("file") as HTMLInputElement;
            enqueue([...(input.files ?? [])]);
            input.value = "";
          }}
        >
          <input type="hidden" name="intent" value="upload" />
          <InputField
            type="file"
            name="file"
            accept={acceptedTypes}
            label={t("pictures.file")}
            hint={t("pictures.fileHint", { maxMegabytes, maxMegapixels: limits.maxPixels / 1_000_000 })}
            error={upload.fieldError("file")}
          />
          <SelectField
            name="colourValueId"
            label={t("pictures.newColour")}
            error={upload.fieldError("colourValueId")}
            options={[
              { value: "", label: t("pictures.everyColour") },
              ...colours.map((option) => ({ value: String(option.valueId), label: option.name })),
            ]}
          />
          <SubmitButton>{t("pictures.upload")}</SubmitButton>
        </Form>
        <ul aria-live="polite" className="flex flex-col gap-1 text-sm">
          {tooLarge.map((name, index) => (
            <li key={`${index}-${name}`} className="text-sale">
              {t("pictures.refusedNamed", { name, reason: t("pictures.tooLargeHere", { maxMegabytes }) })}
            </li>
          ))}
          {uploads.map((upload, index) => (
            <UploadJob key={upload.id} upload={upload} canStart={index <= answered} onDone={onDone} />
          ))}
        </ul>
      </div>
    </Panel>
  );
}
