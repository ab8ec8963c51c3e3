/**
 * A subscription to one local-storage key family for useSyncExternalStore: fires on `changeEvent`
 * (dispatched by this tab after writing) and on `storage` (written by another tab).
 */
export function subscribeToStorage(changeEvent: string) {
  return (onChange: () => void): (() => void) => {
    window.addEventListener(changeEvent, onChange);
    window.addEventListener("storage", onChange);
    return () => {
      window.removeEventListener(changeEvent, onChange);
      window.removeEventListener("storage", onChange);
    };
  };
}
