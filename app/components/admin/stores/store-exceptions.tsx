import { Form } from "react-router";
import { SubmitButton } from "#app/components/admin/buttons.tsx";
import { DataTable } from "#app/components/admin/data-table.tsx";
import { InputField } from "#app/components/admin/form-fields.tsx";
import { useFormOutcome, type AdminFormOutcome } from "#app/components/admin/form-outcome.tsx";
import { useAdmin } from "#app/components/admin/use-admin.ts";
import type { StaffStoreException } from "#commerce/modules/stores/index.ts";
import { HoursFields } from "./hours-fields.tsx";

/** What the add-a-date form sent, shown again when it was refused. */
export interface ExceptionFormValues {
  day: string;
  hours: { opens: string; closes: string };
  note: string;
}

const blankException: ExceptionFormValues = { day: "", hours: { opens: "", closes: "" }, note: "" };

/** A calendar day (YYYY-MM-DD) in the member's language; the day is the shop's, so no time zone shifts it. */
const useDayName = () => {
  const { locale } = useAdmin();
  const format = new Intl.DateTimeFormat(locale, { dateStyle: "full", timeZone: "UTC" });
  return (day: string) => format.format(new Date(`${day}T00:00:00Z`));
};

/** A store's dated exceptions: each with a button to remove it, and a form to add a date or change one. */
export function StoreExceptions({
  exceptions,
  outcome,
  sent,
}: {
  exceptions: readonly StaffStoreException[];
  outcome: AdminFormOutcome | undefined;
  sent: ExceptionFormValues | undefined;
}) {
  const { t } = useAdmin();
  const dayName = useDayName();
  const added = useFormOutcome(outcome, "setException");
  const removed = useFormOutcome(outcome, "removeException");
  const values = outcome?.intent === "setException" && !outcome.done && sent ? sent : blankException;
  return (
    <section className="flex flex-col gap-4" aria-labelledby="store-exceptions">
      <div className="flex flex-col gap-1">
        <h2 id="store-exceptions" className="text-lg font-semibold">
          {t("stores.exceptions")}
        </h2>
        <p className="max-w-prose text-sm text-neutral-600">{t("stores.exceptionsHint")}</p>
      </div>
      {removed.notice}
      <DataTable
        caption={t("stores.exceptionList")}
        captionHidden
        rows={exceptions}
        rowKey={(exception) => exception.day}
        empty={t("stores.exceptionsEmpty")}
        columns={[
          { header: t("stores.exceptionDay"), rowHeader: true, cell: (exception) => dayName(exception.day) },
          {
            header: t("stores.exceptionHours"),
            cell: ({ hours }) => (hours ? `${hours.opens}–${hours.closes}` : t("stores.exceptionClosed")),
          },
          { header: t("stores.exceptionNote"), cell: (exception) => exception.note },
          {
            header: t("stores.exceptionRemove"),
            align: "end",
            cell: (exception) => (
              <Form method="post">
                <input type="hidden" name="intent" value="removeException" />
                <input type="hidden" name="day" value={exception.day} />
                <SubmitButton
                  variant="danger"
                  size="sm"
                  aria-label={t("stores.exceptionRemoveLabel", { day: dayName(exception.day) })}
                >
                  {t("stores.exceptionRemove")}
                </SubmitButton>
              </Form>
            ),
          },
        ]}
      />
      <Form
        method="post"
        noValidate
        // A saved date changes the list, which clears the form for the next one; a refused one keeps what was typed.
        key={JSON.stringify(exceptions)}
        className="flex flex-col gap-4 rounded-lg border border-neutral-200 bg-white p-4"
        aria-labelledby="store-exception-add"
      >
        <h3 id="store-exception-add" className="font-semibold">
          {t("stores.exceptionAdd")}
        </h3>
        <p className="-mt-2 max-w-prose text-sm text-neutral-600">{t("stores.exceptionAddHint")}</p>
        {added.notice}
        <input type="hidden" name="intent" value="setException" />
        <div className="grid gap-4 md:grid-cols-3">
          <InputField
            label={t("stores.exceptionDay")}
            name="day"
            type="date"
            required
            defaultValue={values.day}
            error={added.fieldError("day")}
          />
          <HoursFields
            name="hours"
            legend={t("stores.exceptionHours")}
            hours={values.hours}
            fieldError={added.fieldError}
          />
          <InputField
            label={t("stores.exceptionNote")}
            hint={t("stores.exceptionNoteHint")}
            name="note"
            maxLength={200}
            defaultValue={values.note}
            error={added.fieldError("note")}
          />
        </div>
        <SubmitButton>{t("stores.exceptionSave")}</SubmitButton>
      </Form>
    </section>
  );
}
