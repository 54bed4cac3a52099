import type { DemoSeed } from './types';
import { productCategories } from '../schema/index';

/** The bookshop's categories: a few top ones, some with children. */
export const productCategoriesDemo: DemoSeed = {
  name: 'demo:product-categories',
  async run(tx) {
    const top = await tx
      .insert(productCategories)
      .values([
        { name: 'ספרות עברית', slug: 'sifrut-ivrit', description: 'פרוזה ישראלית, קלאסיקות ומיטב הסופרים העכשוויים.', sortOrder: 1 },
        { name: 'ספרות מתורגמת', slug: 'sifrut-meturgemet', description: 'רומנים מרחבי העולם בתרגום לעברית.', sortOrder: 2 },
        { name: 'שירה', slug: 'shira', description: 'משוררות ומשוררים עבריים.', sortOrder: 3 },
        { name: 'ספרי ילדים', slug: 'sifrei-yeladim', description: 'לקטנטנים ולקוראים צעירים.', sortOrder: 4 },
        { name: 'עיון', slug: 'iyun', description: 'היסטוריה, מדע, פילוסופיה ועוד.', sortOrder: 5 },
        { name: 'מתח ומדע בדיוני', slug: 'metach', description: null, sortOrder: 6 },
        { name: 'ספרים דיגיטליים', slug: 'digital', description: 'ספרים אלקטרוניים וספרי שמע.', sortOrder: 7 },
      ])
      .returning({ id: productCategories.id, slug: productCategories.slug });
    const id = (slug: string) => top.find((c) => c.slug === slug)!.id;
    await tx.insert(productCategories).values([
      { name: 'קלאסיקות עבריות', slug: 'klasikot', parentId: id('sifrut-ivrit'), sortOrder: 1 },
      { name: 'פרוזה עכשווית', slug: 'proza-achshavit', parentId: id('sifrut-ivrit'), sortOrder: 2 },
      { name: 'ספרי קריאה ראשונה', slug: 'kria-rishona', parentId: id('sifrei-yeladim'), sortOrder: 1 },
      { name: 'ספרי נוער', slug: 'noar', parentId: id('sifrei-yeladim'), sortOrder: 2 },
      { name: 'ספרי שמע', slug: 'sifrei-shema', parentId: id('digital'), sortOrder: 1 },
      { name: 'ארכיון: מבצעי עבר', slug: 'archive', isActive: false, sortOrder: 99 },
    ]);
  },
};
