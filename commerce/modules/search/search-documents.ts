import { type SQL, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "#commerce/db/client.ts";
import {
  categoryNameRows,
  categoryRows,
  manufacturerRows,
  productRows,
  productTextRows,
  valueNameRows,
} from "../catalogue/index.ts";

/** The text search dictionary of each shop locale: stemming in the shopper's language. */
export const searchConfigByLocale = { "sv-SE": "swedish", "en-GB": "english" } as const;

/**
 * Rebuilds the search documents (and adds their words to the typo vocabulary) of the products that
 * `inScope` selects, from their texts, brand, category trail, colours and materials. Runs after
 * product_facets is up to date, whose value ids it reads.
 */
export async function refreshSearchDocuments(db: DatabaseOrTransaction, inScope: (column: SQL) => SQL): Promise<void> {
  for (const [locale, config] of Object.entries(searchConfigByLocale)) {
    await db.execute(sql`
      with recursive trail as (
        select c.id as category_id, c.id as ancestor_id from ${categoryRows} c
        union all
        select t.category_id, c.parent_id from trail t join ${categoryRows} c on c.id = t.ancestor_id where c.parent_id is not null
      ),
      category_words as (
        select t.category_id, string_agg(ct.name, ' ') as words
        from trail t join ${categoryNameRows} ct on ct.category_id = t.ancestor_id and ct.locale = ${locale}
        group by t.category_id
      ),
      value_words as (
        select pf.product_id, string_agg(vt.name, ' ') as words
        from product_facets pf cross join unnest(pf.value_ids) as v(value_id)
        join ${valueNameRows} vt on vt.value_id = v.value_id and vt.locale = ${locale}
        where ${inScope(sql.raw("pf.product_id"))}
        group by pf.product_id
      ),
      content as (
        select p.id, pt.name, coalesce(m.name, '') || ' ' || coalesce(cw.words, '') as brand_and_categories,
          coalesce(vw.words, '') as value_words, pt.description
        from ${productRows} p
          join ${productTextRows} pt on pt.product_id = p.id and pt.locale = ${locale}
          left join ${manufacturerRows} m on m.id = p.manufacturer_id
          left join category_words cw on cw.category_id = p.category_id
          left join value_words vw on vw.product_id = p.id
        where p.is_active and ${inScope(sql.raw("p.id"))}
      ),
      documents as (
        insert into product_search_documents (product_id, locale, document)
        select id, ${locale},
          setweight(to_tsvector(${config}::regconfig, name), 'A')
          || setweight(to_tsvector(${config}::regconfig, brand_and_categories), 'B')
          || setweight(to_tsvector(${config}::regconfig, value_words), 'C')
          || setweight(to_tsvector(${config}::regconfig, description), 'D')
        from content
        on conflict (product_id, locale) do update set document = excluded.document
      )
      insert into search_words (locale, word)
      select distinct ${locale}, word
      from content, regexp_split_to_table(lower(name || ' ' || brand_and_categories || ' ' || value_words), '[^[:alpha:]]+') as word
      where length(word) >= 3
      on conflict do nothing`);
  }
}
