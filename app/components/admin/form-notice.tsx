/** What a form says after a submission: a polite status when it worked, an alert when it did not. */
export function FormNotice({ tone, children }: { tone: "success" | "error"; children: React.ReactNode }) {
  return tone === "success" ? (
    <p role="status" className="rounded border border-brand-600/30 bg-brand-50 px-3 py-2 text-sm">
      {children}
    </p>
  ) : (
    <p role="alert" className="rounded border border-sale bg-red-50 px-3 py-2 text-sm text-sale">
      {children}
    </p>
  );
}

/** A titled card holding one form or one block of a page. */
export function Panel({
  title,
  description,
  children,
  headingLevel = 2,
}: {
  title: string;
  description?: string | undefined;
  children: React.ReactNode;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section className="flex flex-col gap-4 rounded-lg border border-neutral-200 bg-white p-4 sm:p-6">
      <div className="flex flex-col gap-1">
        <Heading className="text-lg font-semibold">{title}</Heading>
        {description ? <p className="text-sm text-neutral-600">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}
