import { InputField } from "#app/components/admin/form-fields.tsx";
import { useAdmin } from "#app/components/admin/use-admin.ts";

/**
 * One day's opening and closing time (fields `<name>.opens` and `<name>.closes`), in a fieldset
 * named for the day so each time's label reads "Opens"/"Closes" within it; both empty is closed.
 */
export function HoursFields({
  name,
  legend,
  hours,
  fieldError,
}: {
  name: string;
  legend: string;
  hours: { opens: string; closes: string };
  fieldError: (field: string) => string | undefined;
}) {
  const { t } = useAdmin();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-semibold">{legend}</legend>
      <div className="grid grid-cols-2 gap-3">
        <InputField
          label={t("stores.opens")}
          name={`${name}.opens`}
          type="time"
          defaultValue={hours.opens}
          error={fieldError(`${name}.opens`)}
        />
        <InputField
          label={t("stores.closes")}
          name={`${name}.closes`}
          type="time"
          defaultValue={hours.closes}
          error={fieldError(`${name}.closes`)}
        />
      </div>
    </fieldset>
  );
}
