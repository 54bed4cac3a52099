// Seeds N products for a benchmark in bulk SQL (generate_series): 20 categories, 200 authors, names of three of
// WORDS and a number, SKU-0000001..., valid ISBN-13s, five publishers. Meant for an empty database.
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/src/db/client';
import { WORDS } from './words.mjs';

export async function seedProducts(db: Db, count: number): Promise<void> {
  const words = sql`${sql.param(WORDS)}::text[]`;
  await db.execute(
    sql`insert into product_categories (name, slug) select 'קטגוריה ' || g, 'category-' || g from generate_series(1, 20) g`,
  );
  await db.execute(sql`insert into authors (name) select 'סופר ' || g from generate_series(1, 200) g`);
  // ISBN-13 978 + 9 digits of g + its check digit (weights 1,3,1,3...), SKU-0000001, names of three words and a number.
  await db.execute(sql`
    insert into products (name, slug, sku, kind, price, sale_price, stock_quantity, category_ids, author_ids, isbn, publisher, pages, language, is_active, created_at, updated_at)
    select (${words})[1 + g % 20] || ' ' || (${words})[1 + (g / 20) % 20] || ' ' || (${words})[1 + (g / 400) % 20] || ' ' || g,
      'product-' || g,
      'SKU-' || lpad(g::text, 7, '0'),
      (array['printed_book','ebook','audiobook','merchandise','event_ticket'])[1 + g % 5],
      1990 + (g % 200) * 100,
      case when g % 7 = 0 then 990 + (g % 100) * 10 end,
      g % 50,
      case when g % 3 = 0 then array[1 + g % 20, 1 + (g / 20) % 20] else array[1 + g % 20] end,
      array[1 + g % 200],
      d || ((10 - (select sum(substr(d, i, 1)::int * case when i % 2 = 0 then 3 else 1 end) from generate_series(1, 12) i) % 10) % 10)::text,
      (array['עם עובד','כנרת','מודן','כתר','הספרייה החדשה'])[1 + g % 5],
      100 + g % 400,
      'עברית',
      g % 10 <> 0,
      now() - (g * interval '1 minute'), now()
    from (select g, '978' || lpad(g::text, 9, '0') as d from generate_series(1, ${count}) g) s`);
  await db.execute(sql`vacuum analyze products`);
}
