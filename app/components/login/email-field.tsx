import { TextField } from "#app/components/ui/text-field.tsx";
import { useShop } from "#app/shop/use-shop.ts";

/** The email field every login form starts with: named `email`, required, filled in by the browser. */
export function EmailField({ defaultValue, error }: { defaultValue: string | undefined; error: string | undefined }) {
  const { t } = useShop();
  return (
    <TextField
      label={t("login.email")}
      name="email"
      type="email"
      autoComplete="email"
      defaultValue={defaultValue}
      error={error}
      required
    />
  );
}
