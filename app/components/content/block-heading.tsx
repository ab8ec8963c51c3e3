/** The optional heading a merchant gives a section block. */
export function BlockHeading({ title, id }: { title: string | undefined; id?: string }) {
  return title ? (
    <h2 id={id} className="mb-6 text-2xl font-semibold">
      {title}
    </h2>
  ) : null;
}
