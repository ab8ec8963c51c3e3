import { sql, type SQLWrapper } from "drizzle-orm";

// Accented letters and the plain letters they fold to, as SPEC §2's slugs fold them (é is e, å is
// a). Built once from NFD, with the letters Unicode gives no decomposition (ø, ł, đ) by hand.
const accented = "áàâäãåāăąéèêëēėęěíìîïīįóòôöõőōøúùûüūůűųýÿçćčñńňśšßźżžďđťřľĺł";
const undecomposed: Record<string, string> = { ø: "o", ß: "s", đ: "d", ł: "l" };
const plain = [...accented].map((letter) => undecomposed[letter] ?? letter.normalize("NFD")[0]).join("");

/**
 * Text lower-cased with its accents folded away: the expression the trigram index on product
 * names is built on (schema.ts), so a search written the same way is answered by the index. The
 * letters are literals, not parameters, or the index's expression would not match the query's.
 */
export const foldedText = (text: SQLWrapper) =>
  sql`translate(lower(${text}), ${sql.raw(`'${accented}'`)}, ${sql.raw(`'${plain}'`)})`;
