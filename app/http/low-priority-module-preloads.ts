import { Transform } from "node:stream";

const modulePreload = Buffer.from('<link rel="modulepreload"');
const lowPriority = Buffer.from(' fetchpriority="low"');

/** `text` with `fetchpriority="low"` after each modulepreload link's opening. */
function lowerPreloads(text: Buffer): Buffer {
  const pieces: Buffer[] = [];
  let copied = 0;
  for (let at = text.indexOf(modulePreload); at !== -1; at = text.indexOf(modulePreload, copied)) {
    const linkOpened = at + modulePreload.length;
    pieces.push(text.subarray(copied, linkOpened), lowPriority);
    copied = linkOpened;
  }
  return pieces.length === 0 ? text : Buffer.concat([...pieces, text.subarray(copied)]);
}

/**
 * A rendered page's module preloads at low priority (ADR 0031): the stylesheet, the font and the
 * first pictures are fetched before the scripts that hydrate a page already drawn. React Router's
 * <Scripts> and React's preloadModule take no fetch priority, so the page is rewritten as it
 * streams. A link split between two chunks is completed by holding the end of the first one back.
 */
export function lowPriorityModulePreloads(): Transform {
  let held = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = held.length === 0 ? chunk : Buffer.concat([held, chunk]);
      const lastLink = text.lastIndexOf(modulePreload);
      // After the last whole link, fewer bytes than a link's opening may begin one the next chunk ends.
      const cut = Math.max(
        lastLink === -1 ? 0 : lastLink + modulePreload.length,
        text.length - (modulePreload.length - 1),
      );
      held = Buffer.from(text.subarray(cut));
      callback(null, lowerPreloads(text.subarray(0, cut)));
    },
    flush(callback) {
      callback(null, held);
    },
  });
}
