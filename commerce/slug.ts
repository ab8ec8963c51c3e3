/**
 * SPEC §2 slug rule: lower case, accents removed, spaces turned into hyphens.
 * Other punctuation is dropped so a slug is always safe in a URL path segment.
 */
export function slugify(name: string): string {
  return name
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .trim()
    .replace(/[^a-z0-9\s-]/g, "")
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-");
}
