import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import type { AdminFormOutcome } from "#app/components/admin/form-outcome.tsx";
import { useAdmin } from "#app/components/admin/use-admin.ts";

/** A file waiting to be uploaded, with the colour chosen when it was added. */
export interface QueuedUpload {
  id: number;
  file: File;
  colourValueId: string;
}

/**
 * One file's upload, in its own fetcher (so its answer is never another file's), posted once
 * `canStart` (the one before it has its answer); says whether the picture was added and tells
 * the queue when it has its answer.
 */
export function UploadJob({
  upload,
  canStart,
  onDone,
}: {
  upload: QueuedUpload;
  canStart: boolean;
  onDone: () => void;
}) {
  const { t, message } = useAdmin();
  const fetcher = useFetcher<AdminFormOutcome>({ key: `picture-upload-${upload.id}` });
  const started = useRef(false);
  // Told once, even where React runs an effect twice (development's strict mode).
  const reported = useRef(false);
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;

  useEffect(() => {
    if (!canStart || started.current) return;
    started.current = true;
    const form = new FormData();
    form.set("intent", "upload");
    form.set("colourValueId", upload.colourValueId);
    form.set("file", upload.file);
    void fetcher.submit(form, { method: "post", encType: "multipart/form-data" });
  }, [canStart, fetcher, upload]);

  useEffect(() => {
    if (!answer || reported.current) return;
    reported.current = true;
    onDone();
  }, [answer, onDone]);

  const name = upload.file.name;
  if (!answer)
    return (
      <li className="text-neutral-700">
        {canStart ? t("pictures.uploading", { name }) : t("pictures.waiting", { name })}
      </li>
    );
  if (answer.done) return <li className="text-neutral-800">{t("pictures.uploadedNamed", { name })}</li>;
  const problem = answer.formError ?? Object.values(answer.fields)[0];
  return (
    <li className="text-sale">
      {t("pictures.refusedNamed", { name, reason: problem ? message(problem) : t("pictures.uploadFailed") })}
    </li>
  );
}
