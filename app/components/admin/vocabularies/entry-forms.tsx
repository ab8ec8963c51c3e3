import { useEffect, useRef } from "react";
import { Form } from "react-router";
import { SubmitButton } from "#app/components/admin/buttons.tsx";
import { useAdmin } from "#app/components/admin/use-admin.ts";
import { vocabularyMoves } from "#commerce/modules/catalogue/browser.ts";

/** Which entry a form is about: its list (`brand`, `flag`, `colour`, `size`) and, for a row, its id. */
export function EntryFields({ kind, id }: { kind: string; id?: number }) {
  return (
    <>
      <input type="hidden" name="kind" value={kind} />
      {id === undefined ? null : <input type="hidden" name="id" value={id} />}
    </>
  );
}

/**
 * Move up and move down, each a form of its own; the end a row is at has no button that would do
 * nothing. After a move the focus stays with the row it moved (on the same button, or the other
 * one at an end), so a keyboard can go on moving it.
 */
export function MoveButtons({
  kind,
  id,
  name,
  first,
  last,
  movedNow,
}: {
  kind: string;
  id: number;
  name: string;
  first: boolean;
  last: boolean;
  /** The direction this row was just moved in (the page's last outcome). */
  movedNow: string | number | undefined;
}) {
  const { t } = useAdmin();
  const shown = { up: !first, down: !last };
  const forms = useRef<Partial<Record<"up" | "down", HTMLFormElement | null>>>({});
  useEffect(() => {
    if (movedNow !== "up" && movedNow !== "down") return;
    const other = movedNow === "up" ? "down" : "up";
    (forms.current[movedNow] ?? forms.current[other])?.querySelector("button")?.focus();
  }, [movedNow]);
  return (
    <div className="flex gap-2">
      {vocabularyMoves.map((direction) =>
        shown[direction] ? (
          <Form
            key={direction}
            method="post"
            preventScrollReset
            ref={(form) => {
              forms.current[direction] = form;
            }}
          >
            <input type="hidden" name="intent" value="moveTerm" />
            <input type="hidden" name="direction" value={direction} />
            <EntryFields kind={kind} id={id} />
            <SubmitButton
              variant="secondary"
              size="sm"
              aria-label={t(direction === "up" ? "vocabularies.moveUpNamed" : "vocabularies.moveDownNamed", { name })}
            >
              {t(direction === "up" ? "vocabularies.moveUp" : "vocabularies.moveDown")}
            </SubmitButton>
          </Form>
        ) : (
          // Keeps the other button where it always is.
          <span key={direction} className="invisible" aria-hidden="true">
            {t(direction === "up" ? "vocabularies.moveUp" : "vocabularies.moveDown")}
          </span>
        ),
      )}
    </div>
  );
}

/** Delete, offered only for an entry no product uses; one in use says so instead. */
export function DeleteOrUsage({
  intent,
  kind,
  id,
  name,
  inUse,
}: {
  intent: "deleteBrand" | "deleteTerm";
  kind: string;
  id: number;
  name: string;
  inUse: boolean;
}) {
  const { t } = useAdmin();
  if (inUse) return <span className="text-sm text-neutral-600">{t("vocabularies.inUse")}</span>;
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <EntryFields kind={kind} id={id} />
      <SubmitButton variant="danger" size="sm" aria-label={t("vocabularies.deleteNamed", { name })}>
        {t("vocabularies.delete")}
      </SubmitButton>
    </Form>
  );
}
