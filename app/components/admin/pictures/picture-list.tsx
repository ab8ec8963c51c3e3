import { useEffect, useState } from "react";
import { useSubmit } from "react-router";
import { Panel } from "#app/components/admin/form-notice.tsx";
import { type AdminFormOutcome, useFormOutcome } from "#app/components/admin/form-outcome.tsx";
import { useAdmin } from "#app/components/admin/use-admin.ts";
import type { StaffProductPicturesView } from "#commerce/flows/staff-product-pictures.ts";
import { PictureCard } from "./picture-card.tsx";

/**
 * The product's pictures in the order the shop shows them. A picture dragged by its thumbnail onto
 * another takes that one's place; each picture's move buttons do the same by keyboard.
 */
export function PictureList({
  view,
  imageCdnBase,
  outcome,
}: {
  view: StaffProductPicturesView;
  imageCdnBase: string;
  outcome: AdminFormOutcome | undefined;
}) {
  const { t } = useAdmin();
  const moved = useFormOutcome(outcome, "move");
  const deleted = useFormOutcome(outcome, "delete");
  const submit = useSubmit();
  const [draggedId, setDraggedId] = useState<number>();
  const [overId, setOverId] = useState<number>();
  const { pictures } = view;
  const movedId = outcome?.intent === "move" ? outcome.done?.params?.pictureId : undefined;

  // A moved picture's place in the page changed under the button that moved it: the focus follows it.
  useEffect(() => {
    if (movedId !== undefined) document.getElementById(`picture-${movedId}`)?.focus();
  }, [movedId, outcome]);

  const dropOn = (targetIndex: number) => {
    if (draggedId === undefined || pictures[targetIndex]?.id === draggedId) return;
    void submit(
      { intent: "move", pictureId: String(draggedId), position: String(targetIndex + 1) },
      { method: "post", preventScrollReset: true },
    );
  };

  return (
    <Panel title={t("pictures.list")} description={pictures.length > 1 ? t("pictures.dropHint") : undefined}>
      {moved.notice}
      {deleted.notice}
      {pictures.length === 0 ? (
        <p className="text-sm text-neutral-700">{t("pictures.empty")}</p>
      ) : (
        <ol className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
          {pictures.map((picture, index) => (
            <li
              key={picture.id}
              onDragOver={(event) => {
                if (draggedId === undefined || draggedId === picture.id) return;
                event.preventDefault();
                setOverId(picture.id);
              }}
              onDragLeave={() => setOverId((current) => (current === picture.id ? undefined : current))}
              onDrop={(event) => {
                event.preventDefault();
                setOverId(undefined);
                dropOn(index);
                setDraggedId(undefined);
              }}
              className={`rounded-lg border p-3 ${overId === picture.id ? "border-brand-600 ring-2 ring-brand-600" : "border-neutral-200"} ${
                draggedId === picture.id ? "opacity-50" : ""
              }`}
            >
              <PictureCard
                picture={picture}
                index={index}
                count={pictures.length}
                colours={view.colours}
                imageCdnBase={imageCdnBase}
                outcome={outcome}
                dragHandle={(thumbnail) => (
                  <div
                    draggable
                    title={t("pictures.dragHandle")}
                    onDragStart={(event) => {
                      event.dataTransfer.effectAllowed = "move";
                      event.dataTransfer.setData("text/plain", String(picture.id));
                      setDraggedId(picture.id);
                    }}
                    onDragEnd={() => {
                      setDraggedId(undefined);
                      setOverId(undefined);
                    }}
                    className="cursor-grab self-start"
                  >
                    {thumbnail}
                  </div>
                )}
              />
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
