import { useId, useState } from "react";
import { buttonClass } from "#app/components/admin/buttons.tsx";
import { CheckboxField, InputField, SelectField, TextAreaField } from "#app/components/admin/form-fields.tsx";
import { useAdmin } from "#app/components/admin/use-admin.ts";
import type { FieldSpec } from "./block-fields.ts";
import { BlockListEditor } from "./block-list-editor.tsx";
import type { BlockAddress } from "./block-tree.ts";
import { contentFieldKey, useBlockTreeEditor, useFieldLabel } from "./editor-context.tsx";
import { RichTextField } from "./rich-text-field.tsx";

/** Longer texts get a text area. */
const longTexts = new Set(["text", "description", "teaser", "seo_description", "help_text"]);

interface FieldEditorProps {
  spec: FieldSpec;
  value: unknown;
  /** Undefined takes the field out of the block (empty optional fields are absent, as the import writes them). */
  onChange: (value: unknown) => void;
  /** The block the field belongs to, and the field's own path inside it ("image", "items.0.title"). */
  address: BlockAddress;
  blockPath: string;
  fieldPath: string;
  label?: string;
}

/** One field of a block, with the control its schema asks for and the problem the last save found with it. */
export function FieldEditor(props: FieldEditorProps) {
  const { spec, value, onChange, blockPath, fieldPath } = props;
  const { t } = useAdmin();
  const labelOf = useFieldLabel();
  const { choices, listIds, fieldError } = useBlockTreeEditor();
  const label = props.label ?? labelOf(spec.name);
  const error = fieldError(contentFieldKey(blockPath, fieldPath));
  const shown = value ?? spec.fallback;
  const text = (typed: string) => onChange(typed === "" && spec.optional ? undefined : typed);
  const common = { label, error, "aria-required": spec.optional ? undefined : true } as const;

  switch (spec.kind) {
    case "text":
      return longTexts.has(spec.name) ? (
        <TextAreaField
          {...common}
          rows={3}
          value={String(shown ?? "")}
          onChange={(event) => text(event.target.value)}
        />
      ) : (
        <InputField {...common} value={String(shown ?? "")} onChange={(event) => text(event.target.value)} />
      );
    case "link":
      return (
        <InputField
          {...common}
          hint={t("content.linkHint")}
          value={typeof shown === "string" ? shown : ""}
          onChange={(event) => text(event.target.value)}
        />
      );
    case "product":
      return (
        <InputField
          {...common}
          hint={t("content.productHint")}
          list={listIds.products}
          value={String(shown ?? "")}
          onChange={(event) => text(event.target.value)}
        />
      );
    case "number":
      return (
        <InputField
          {...common}
          type="number"
          inputMode="numeric"
          min={spec.min}
          max={spec.max}
          value={shown === undefined ? "" : String(shown)}
          onChange={(event) => onChange(event.target.value === "" ? undefined : Number(event.target.value))}
        />
      );
    case "boolean":
      return (
        <CheckboxField
          label={label}
          error={error}
          checked={shown === true}
          onChange={(event) => onChange(event.target.checked)}
        />
      );
    case "choice":
      return (
        <SelectField
          {...common}
          options={[
            ...(spec.optional && spec.fallback === undefined ? [{ value: "", label: t("content.none") }] : []),
            ...spec.options.map((option) => ({ value: option, label: option })),
          ]}
          value={String(shown ?? "")}
          onChange={(event) => text(event.target.value)}
        />
      );
    case "category":
      return (
        <SelectField
          {...common}
          options={[
            { value: "", label: t("content.none") },
            ...choices.categories.map((category) => ({ value: String(category.id), label: category.label })),
          ]}
          value={shown === undefined ? "" : String(shown)}
          onChange={(event) => onChange(event.target.value === "" ? undefined : Number(event.target.value))}
        />
      );
    case "article":
      return (
        <SelectField
          {...common}
          options={[
            { value: "", label: t("content.none") },
            ...choices.articles.map((article) => ({ value: article.uuid, label: article.name })),
          ]}
          value={typeof shown === "string" ? shown : ""}
          onChange={(event) => text(event.target.value)}
        />
      );
    case "picture":
      return <PictureEditor {...props} label={label} error={error} />;
    case "richText":
      return (
        <RichTextField
          label={label}
          error={error ?? fieldError(contentFieldKey(blockPath, `${fieldPath}.content`))}
          value={value}
          onChange={onChange}
        />
      );
    case "blocks":
      return <BlockListEditor parent={props.address} field={spec.name} label={label} />;
    case "list":
      return <ListEditor {...props} label={label} error={error} />;
    case "group":
      return (
        <fieldset className="flex flex-col gap-3 rounded border border-neutral-200 p-3">
          <legend className="px-1 text-sm font-medium">{label}</legend>
          {spec.fields.map((field) => (
            <FieldEditor
              key={field.name}
              {...props}
              spec={field}
              label={undefined}
              fieldPath={`${fieldPath}.${field.name}`}
              value={(shown as Record<string, unknown> | undefined)?.[field.name]}
              onChange={(changed) => onChange({ ...(shown as object | undefined), [field.name]: changed })}
            />
          ))}
        </fieldset>
      );
    case "json":
      return <JsonEditor {...props} label={label} error={error} />;
  }
}

type PartProps = FieldEditorProps & { label: string; error: string | undefined };

/** A picture: its key in the media store (picked among known keys or typed) and its text for screen readers. */
function PictureEditor({ spec, value, onChange, label, error, blockPath, fieldPath }: PartProps) {
  const { t } = useAdmin();
  const { listIds, fieldError } = useBlockTreeEditor();
  const picture = (value ?? {}) as { filename?: string; alt?: string };
  const change = (part: Partial<typeof picture>) => {
    const next = { ...picture, ...part };
    onChange(spec.optional && !next.filename && !next.alt ? undefined : next);
  };
  return (
    <fieldset className="flex flex-col gap-3 rounded border border-neutral-200 p-3">
      <legend className="px-1 text-sm font-medium">{label}</legend>
      {error ? <p className="text-sm text-sale">{error}</p> : null}
      <InputField
        label={t("content.picture.key")}
        hint={t("content.picture.keyHint")}
        list={listIds.pictures}
        aria-required={spec.optional ? undefined : true}
        error={fieldError(contentFieldKey(blockPath, `${fieldPath}.filename`))}
        value={picture.filename ?? ""}
        onChange={(event) => change({ filename: event.target.value })}
      />
      <InputField
        label={t("content.picture.alt")}
        value={picture.alt ?? ""}
        onChange={(event) => change({ alt: event.target.value })}
      />
    </fieldset>
  );
}

/** A list of values of one kind (pictures, categories, products, articles, image list items). */
function ListEditor(props: PartProps) {
  const { spec, value, onChange, label, error, fieldPath } = props;
  const { t } = useAdmin();
  const headingId = useId();
  if (spec.kind !== "list") return null;
  const items = Array.isArray(value) ? value : Array.isArray(spec.fallback) ? spec.fallback : [];
  const change = (next: unknown[]) => onChange(next);
  return (
    <fieldset className="flex flex-col gap-3 rounded border border-neutral-200 p-3" aria-labelledby={headingId}>
      <legend id={headingId} className="px-1 text-sm font-medium">
        {label}
      </legend>
      {error ? <p className="text-sm text-sale">{error}</p> : null}
      {items.map((item, index) => (
        <div key={index} className="flex flex-col gap-2 border-l-2 border-neutral-200 pl-3">
          <FieldEditor
            {...props}
            spec={spec.item}
            label={t("content.list.item", { field: label, number: index + 1 })}
            fieldPath={`${fieldPath}.${index}`}
            value={item}
            onChange={(changed) => change(items.map((old, at) => (at === index ? changed : old)))}
          />
          <button
            type="button"
            className={buttonClass("secondary", "sm")}
            onClick={() => change(items.filter((_, at) => at !== index))}
          >
            {t("content.list.removeItem", { field: label, number: index + 1 })}
          </button>
        </div>
      ))}
      <button
        type="button"
        className={buttonClass("secondary", "sm")}
        onClick={() => change([...items, spec.item.kind === "group" || spec.item.kind === "picture" ? {} : ""])}
      >
        {t("content.list.addItem", { field: label })}
      </button>
    </fieldset>
  );
}

/** A field of a shape the editor has no control for, edited as JSON; text that is not JSON yet is kept as typed. */
function JsonEditor({ value, onChange, label, error }: PartProps) {
  const { t } = useAdmin();
  const [typed, setTyped] = useState(() => JSON.stringify(value ?? null, null, 2));
  return (
    <TextAreaField
      label={label}
      hint={t("content.jsonHint")}
      error={error}
      rows={4}
      value={typed}
      onChange={(event) => {
        setTyped(event.target.value);
        try {
          onChange(JSON.parse(event.target.value) as unknown);
        } catch {
          // Half-typed JSON: the block keeps its last valid value until the text parses.
        }
      }}
    />
  );
}
