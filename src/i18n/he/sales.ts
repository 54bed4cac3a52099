/** Home's sales dashboard. */
export default {
  sales: {
    title: 'מכירות',
    range: 'טווח תאריכים',
    from: 'מתאריך',
    to: 'עד תאריך',
    presets: { today: 'היום', '7d': '7 ימים', '30d': '30 ימים', month: 'החודש', year: 'השנה' },
    figures: { revenue: 'הכנסות', orders: 'הזמנות', average_order: 'הזמנה ממוצעת', items_sold: 'פריטים שנמכרו', new_customers: 'לקוחות חדשים', refunds: 'זיכויים' },
    vs_previous: 'לעומת התקופה הקודמת',
    no_previous: 'אין נתונים לתקופה הקודמת',
    charts: { revenue_day: 'הכנסות לפי יום', revenue_week: 'הכנסות לפי שבוע', revenue_month: 'הכנסות לפי חודש', orders_daily: 'הזמנות ביום' },
    top_products: 'המוצרים הנמכרים ביותר',
    top_customers: 'הלקוחות המובילים',
    categories: 'מכירות לפי קטגוריה',
    coupons: 'קופונים',
    columns: { name: 'שם', quantity: 'כמות', revenue: 'הכנסות', orders: 'הזמנות', uses: 'שימושים', discount: 'הנחה' },
    carts: { title: 'עגלות וקונים', conversion: 'המרה מעגלה להזמנה', abandoned: 'עגלות נטושות', abandoned_value: 'שווי העגלות הנטושות', buyers: 'קונים', returning: 'קונים חוזרים' },
    none_in_range: 'אין נתונים בטווח הזה',
    empty_title: 'אין מכירות בטווח התאריכים הזה',
    empty_hint: 'בחרו טווח אחר, או צרו הזמנה חדשה.',
  },
};
