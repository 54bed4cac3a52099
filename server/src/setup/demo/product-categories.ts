import type { DemoSeed } from './types';
import { productCategories } from '../../db/schema/index';

/** The bookshop's categories: a few top ones, some with children. */
export const productCategoriesDemo: DemoSeed = {
  name: 'demo:product-categories',
  async run(tx) {
    const top = await tx
      .insert(productCategories)
      .values([
        {
          name: 'ספרות עברית',
          slug: 'sifrut-ivrit',
          description: 'פרוזה ישראלית, קלאסיקות ומיטב הסופרים העכשוויים.',
          sort_order: 1,
        },
        {
          name: 'ספרות מתורגמת',
          slug: 'sifrut-meturgemet',
          description: 'רומנים מרחבי העולם בתרגום לעברית.',
          sort_order: 2,
        },
        { name: 'שירה', slug: 'shira', description: 'משוררות ומשוררים עבריים.', sort_order: 3 },
        { name: 'ספרי ילדים', slug: 'sifrei-yeladim', description: 'לקטנטנים ולקוראים צעירים.', sort_order: 4 },
        { name: 'עיון', slug: 'iyun', description: 'היסטוריה, מדע, פילוסופיה ועוד.', sort_order: 5 },
        { name: 'מתח ומדע בדיוני', slug: 'metach', description: null, sort_order: 6 },
        { name: 'ספרים דיגיטליים', slug: 'digital', description: 'ספרים אלקטרוניים וספרי שמע.', sort_order: 7 },
      ])
      .returning({ id: productCategories.id, slug: productCategories.slug });
    const id = (slug: string) => top.find((c) => c.slug === slug)!.id;
    await tx.insert(productCategories).values([
      { name: 'קלאסיקות עבריות', slug: 'klasikot', parent_id: id('sifrut-ivrit'), sort_order: 1 },
      { name: 'פרוזה עכשווית', slug: 'proza-achshavit', parent_id: id('sifrut-ivrit'), sort_order: 2 },
      { name: 'ספרי קריאה ראשונה', slug: 'kria-rishona', parent_id: id('sifrei-yeladim'), sort_order: 1 },
      { name: 'ספרי נוער', slug: 'noar', parent_id: id('sifrei-yeladim'), sort_order: 2 },
      { name: 'ספרי שמע', slug: 'sifrei-shema', parent_id: id('digital'), sort_order: 1 },
      { name: 'ארכיון: מבצעי עבר', slug: 'archive', is_active: false, sort_order: 99 },
    ]);
  },
};
