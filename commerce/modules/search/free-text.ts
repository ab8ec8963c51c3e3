import { type SQL, sql } from "drizzle-orm";
import { type Database, selectRows } from "#commerce/db/client.ts";
import type { ShopLocale } from "#commerce/locale.ts";
import { editDistance } from "./edit-distance.ts";
import { searchConfigByLocale } from "./search-documents.ts";

/** Terms shorter than this are taken as typed: too short to guess a typo safely. */
const minimumTypoLength = 4;
const maximumTerms = 8;

/** The words of a search, lower-cased, letters and digits only (so they are safe in a tsquery). */
export function searchTerms(searchString: string): string[] {
  return searchString
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, maximumTerms);
}

/**
 * For each term, the words it may stand for: itself, vocabulary words one typo away (a wrong,
 * missing, extra or swapped letter), and longer words containing it, which finds Swedish compounds
 * ("jacka" finds "dunjacka").
 */
async function expandTerms(db: Database, locale: ShopLocale, terms: string[]): Promise<string[][]> {
  return Promise.all(
    terms.map(async (term) => {
      if (term.length < minimumTypoLength) return [term];
      const candidates = await selectRows<{ word: string }>(
        db,
        sql`select word from search_words
            where locale = ${locale} and (word % ${term} or word like ${`%${term}%`})
            order by similarity(word, ${term}) desc limit 40`,
      );
      const related = candidates
        .map((row) => row.word)
        .filter((word) => word.includes(term) || editDistance(word, term) <= 1);
      return [...new Set([term, ...related])].slice(0, 12);
    }),
  );
}

export interface FreeTextMatch {
  /** True for products whose search document has every term (or one of its alternatives). */
  condition: SQL;
  /** How well a product matches: name matches outrank brand, category, colour and description. */
  rank: SQL;
}

/**
 * Matching and ranking on `pf.product_id` for a search: each term (or one of its alternatives) as a
 * prefix, stemmed in the locale's language. Undefined when the search has no words.
 */
export async function matchFreeText(
  db: Database,
  locale: ShopLocale,
  searchString: string,
): Promise<FreeTextMatch | undefined> {
  const terms = searchTerms(searchString);
  if (terms.length === 0) return undefined;
  const config = searchConfigByLocale[locale];
  const alternatives = await expandTerms(db, locale, terms);
  const prefixQuery = (word: string) => sql`to_tsquery(${config}::regconfig, ${`${word}:*`})`;
  const query = sql.join(
    alternatives.map((words) => sql`(${sql.join(words.map(prefixQuery), sql` || `)})`),
    sql` && `,
  );
  const document = sql`product_search_documents d where d.product_id = pf.product_id and d.locale = ${locale}`;
  return {
    condition: sql`exists (select 1 from ${document} and d.document @@ (${query}))`,
    rank: sql`(select ts_rank(d.document, ${query}) from ${document})`,
  };
}
