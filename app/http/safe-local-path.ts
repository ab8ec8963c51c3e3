/** Longer return paths than any page of ours are refused rather than echoed into a Location header. */
const maxLength = 2048;

/** A Location header cannot carry characters beyond Latin-1, and the shop's own paths are percent-encoded ASCII. */
const printableAscii = /^[\x20-\x7e]*$/;

/** Undoing percent-encoding this many times catches double- and triple-encoded tricks. */
const decodeRounds = 3;

const hasControlCharacter = (text: string) => [...text].some((character) => character < " " || character === "\x7f");

/** Starts at this site's root and stays there: browsers drop tabs and newlines and read "\\" as "/". */
function staysOnSite(path: string): boolean {
  return path.startsWith("/") && !path.startsWith("//") && !path.includes("\\") && !hasControlCharacter(path);
}

/**
 * The one judge of where the shop may send a browser back to: a path on this site, or `fallback`.
 * A value is refused when it, or any percent-decoding of it, could leave the site ("//evil",
 * "/\evil", "/%09/evil" and the like), holds a control or non-ASCII character, or is absurdly long;
 * what passes can always go into a Location header.
 */
export function safeLocalPath(candidate: unknown, fallback = "/"): string {
  if (typeof candidate !== "string" || candidate.length > maxLength || !printableAscii.test(candidate)) return fallback;
  let decoded = candidate;
  for (let round = 0; round <= decodeRounds; round += 1) {
    if (!staysOnSite(decoded)) return fallback;
    try {
      decoded = decodeURIComponent(decoded);
    } catch {
      return fallback; // malformed percent-encoding: no page of ours links that way
    }
  }
  return candidate;
}
