import { useEffect } from "react";
import { FormNotice } from "./form-notice.tsx";
import { useAdmin } from "./use-admin.ts";

/**
 * The alert above a form refused on its fields: it is read out, and the first field marked invalid
 * takes the focus, so the member lands where to fix it. `outcome` is the answer it is about: a new
 * refusal moves the focus again.
 */
export function FixFieldsNotice({ outcome }: { outcome: object }) {
  const { t } = useAdmin();
  useEffect(() => {
    document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [outcome]);
  return <FormNotice tone="error">{t("shell.fixErrors")}</FormNotice>;
}
