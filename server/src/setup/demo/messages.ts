import type { DemoSeed } from './types';
import { messageTemplates } from '../../db/schema/index';

// The message composer's templates, with merge fields filled from the chosen customer.
export const messagesDemo: DemoSeed = {
  name: 'demo:message-templates',
  async run(tx) {
    await tx.insert(messageTemplates).values([
      {
        name: 'ההזמנה יצאה לדרך',
        channel: 'email',
        subject: '{{first_name}}, ההזמנה שלך בדרך',
        content:
          'שלום {{first_name|לקוח יקר}},\n\nההזמנה שלך נשלחה היום ותגיע תוך 3-5 ימי עסקים.\n\nתודה שקנית אצלנו,\nחנות הספרים',
      },
      {
        name: 'תזכורת לחידוש מנוי',
        channel: 'email',
        subject: 'המנוי שלך מתחדש בקרוב',
        content:
          'היי {{full_name}},\n\nרצינו להזכיר שהמנוי שלך מתחדש בחודש הבא. לשאלות אפשר פשוט להשיב למייל הזה.\n\nחנות הספרים',
      },
      {
        name: 'ההזמנה מוכנה לאיסוף',
        channel: 'whatsapp',
        content: 'היי {{first_name}}, ההזמנה שלך מחכה לך בחנות. שעות פתיחה: א-ה 9:00-19:00.',
      },
    ]);
  },
};
