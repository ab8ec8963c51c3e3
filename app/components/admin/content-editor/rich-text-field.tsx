import { useLayoutEffect, useRef, useState } from "react";
import type { RichTextDocument } from "#commerce/modules/content/browser.ts";
import { buttonClass } from "#app/components/admin/buttons.tsx";
import { FieldFrame, inputClass } from "#app/components/admin/form-fields.tsx";
import { useAdmin } from "#app/components/admin/use-admin.ts";
import { applyFormat, type Format, type FormatEdit } from "./rich-text-format.ts";
import { markupOfRichText, richTextOfMarkup } from "./rich-text-markup.ts";

const shortcuts: Record<string, Format> = { b: "bold", i: "italic" };

/**
 * A rich text field as light markup in a text area, with buttons (and Ctrl/Cmd+B, Ctrl/Cmd+I) that
 * put bold, italic or a link around the selection. The text is kept as typed, so a blank line can
 * start the next paragraph; a link the shop cannot show is named under the field as it is typed.
 */
export function RichTextField({
  label,
  error,
  value,
  onChange,
}: {
  label: string;
  error: string | undefined;
  value: unknown;
  onChange: (document: RichTextDocument) => void;
}) {
  const { t } = useAdmin();
  const [typed, setTyped] = useState(() => {
    const markup = markupOfRichText(value);
    return { markup, refusedLinks: richTextOfMarkup(markup).refusedLinks };
  });
  const textarea = useRef<HTMLTextAreaElement>(null);
  /** Where the selection goes once a format's text is rendered (React puts the caret at the end). */
  const selectAfterRender = useRef<FormatEdit>(undefined);
  useLayoutEffect(() => {
    const edit = selectAfterRender.current;
    if (!edit || !textarea.current) return;
    selectAfterRender.current = undefined;
    textarea.current.focus();
    textarea.current.setSelectionRange(edit.start, edit.end);
  });

  const change = (markup: string) => {
    const { document, refusedLinks } = richTextOfMarkup(markup);
    setTyped({ markup, refusedLinks });
    onChange(document);
  };
  const format = (kind: Format) => {
    const field = textarea.current!;
    const edit = applyFormat(
      field.value,
      field.selectionStart,
      field.selectionEnd,
      kind,
      t("content.richText.linkText"),
    );
    selectAfterRender.current = edit;
    change(edit.text);
  };
  const buttons = [
    { kind: "bold", label: t("content.richText.bold"), className: "font-bold", keys: "Control+B Meta+B" },
    { kind: "italic", label: t("content.richText.italic"), className: "italic", keys: "Control+I Meta+I" },
    { kind: "link", label: t("content.richText.link"), className: "underline", keys: undefined },
  ] as const;
  const linkProblem = typed.refusedLinks.length
    ? t("content.richText.unsafeLink", { links: typed.refusedLinks.join(", ") })
    : undefined;

  return (
    <FieldFrame label={label} hint={t("content.richTextHint")} error={linkProblem ?? error}>
      {({ id, describedBy }) => (
        <>
          <div
            role="group"
            aria-label={t("content.richText.toolbar", { field: label })}
            className="flex flex-wrap gap-1"
          >
            {buttons.map((button) => (
              <button
                key={button.kind}
                type="button"
                aria-controls={id}
                aria-keyshortcuts={button.keys}
                className={buttonClass("secondary", "sm")}
                onClick={() => format(button.kind)}
              >
                <span className={button.className}>{button.label}</span>
              </button>
            ))}
          </div>
          <textarea
            ref={textarea}
            id={id}
            aria-invalid={linkProblem || error ? true : undefined}
            aria-describedby={describedBy}
            aria-required
            className={inputClass}
            rows={8}
            value={typed.markup}
            onChange={(event) => change(event.target.value)}
            onKeyDown={(event) => {
              const kind = shortcuts[event.key.toLowerCase()];
              if (!kind || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
              event.preventDefault();
              format(kind);
            }}
          />
        </>
      )}
    </FieldFrame>
  );
}
