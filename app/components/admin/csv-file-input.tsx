import { useId, useSyncExternalStore } from "react";

/** Whether the browser can read files never changes while the page is open. */
const subscribeToNothing = () => () => {};

/** False on the server and until hydration: a file picker needs the script that reads the file. */
export function useCanReadFiles(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => typeof FileReader !== "undefined",
    () => false,
  );
}

/**
 * A CSV file chosen to be read in the browser: page forms take no uploads (see
 * server/request-guards.ts), so the input has no name and only the text read from it is posted.
 * Shows its hint and, as an alert, why the chosen file could not be used.
 */
export function CsvFileInput({
  label,
  hint,
  problem,
  onChange,
  inputRef,
}: {
  label: string;
  hint: string;
  problem: string | undefined;
  onChange: (input: HTMLInputElement) => void;
  inputRef?: React.Ref<HTMLInputElement>;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept=".csv,text/csv,text/plain"
        aria-describedby={`${id}-hint`}
        aria-invalid={problem ? true : undefined}
        className="text-sm"
        onChange={(event) => onChange(event.currentTarget)}
      />
      <p id={`${id}-hint`} className="text-xs text-neutral-600">
        {hint}
      </p>
      {problem ? (
        <p role="alert" className="text-sm text-sale">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
