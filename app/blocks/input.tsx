import { useState } from "react";
import type { BlockOf } from "#commerce/modules/content/index.ts";
import { TextField } from "../components/ui/text-field.tsx";
import { checkFieldValue } from "../i18n/validation.ts";
import { useShop } from "../shop/use-shop.ts";

const autoComplete = { text: "on", email: "email", tel: "tel" } as const;

/** A labelled field that checks SPEC §5's rules once the shopper has left it, then as they type. */
export function InputBlock({ block }: { block: BlockOf<"Input"> }) {
  const { t } = useShop();
  const [value, setValue] = useState("");
  const [touched, setTouched] = useState(false);
  const problem = touched
    ? checkFieldValue(value, {
        required: block.required,
        email: block.type === "email",
        minLength: block.min_length,
        maxLength: block.max_length,
      })
    : undefined;
  return (
    <div className="mx-auto w-full max-w-md px-4">
      <TextField
        label={block.label}
        name={block.name}
        type={block.type}
        value={value}
        required={block.required}
        autoComplete={autoComplete[block.type]}
        placeholder={block.placeholder}
        onChange={(event) => setValue(event.target.value)}
        onBlur={() => setTouched(true)}
        error={problem ? t(problem.key, problem.params) : undefined}
      />
      {block.help_text ? <p className="mt-1 text-xs text-neutral-600">{block.help_text}</p> : null}
    </div>
  );
}
