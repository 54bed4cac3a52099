import type { DemoSeed } from './types';
import { authors } from '../../db/schema/index';

export const authorsDemo: DemoSeed = {
  name: 'demo:authors',
  async run(tx) {
    await tx.insert(authors).values([
      { name: 'ש"י עגנון', bio: 'סופר עברי, חתן פרס נובל לספרות לשנת 1966.' },
      { name: 'לאה גולדברג', bio: 'משוררת, סופרת ומתרגמת, מחברת ספרי ילדים אהובים.' },
      { name: 'עמוס עוז', bio: 'סופר ועיתונאי, מחבר "סיפור על אהבה וחושך".' },
      { name: 'יהודה עמיחי', bio: 'משורר שכתב בשפת הדיבור העברית.' },
      { name: 'דוד גרוסמן', bio: 'סופר, זוכה פרס מאן בוקר הבינלאומי.' },
      { name: 'מאיר שלו', bio: 'סופר ובעל טור, מחבר "רומן רוסי".' },
      { name: 'אתגר קרת', bio: 'כותב סיפורים קצרים ותסריטים.' },
      { name: 'רחל המשוררת', bio: null },
    ]);
  },
};
