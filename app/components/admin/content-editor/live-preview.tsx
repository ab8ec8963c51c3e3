import { useEffect, useId, useRef } from "react";

/** How long the editor waits after the last change before it renders the preview again. */
const previewDelayMs = 500;

/**
 * The editor's preview frame. It opens on the saved draft; while the member edits, the tree as it
 * now is (`tree`, JSON) is posted into the frame shortly after the last change, so the preview
 * follows the form without a save. Without JavaScript the frame shows each saved draft.
 */
export function LivePreview({ path, title, tree }: { path: string; title: string; tree: string | undefined }) {
  const form = useRef<HTMLFormElement>(null);
  const frameName = `preview-${useId()}`;
  useEffect(() => {
    if (tree === undefined) return;
    const timer = setTimeout(() => form.current?.requestSubmit(), previewDelayMs);
    return () => clearTimeout(timer);
  }, [tree]);
  return (
    <>
      <form ref={form} method="post" action={path} target={frameName} encType="multipart/form-data" hidden>
        <input type="hidden" name="content" value={tree ?? ""} />
      </form>
      <iframe
        key={path}
        name={frameName}
        src={path}
        title={title}
        className="h-[75vh] w-full rounded border border-neutral-300 bg-white"
      />
    </>
  );
}
