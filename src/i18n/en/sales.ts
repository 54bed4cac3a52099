/** Home's sales dashboard. */
export default {
  sales: {
    title: 'Sales',
    range: 'Date range',
    from: 'From',
    to: 'To',
    presets: { today: 'Today', '7d': '7 days', '30d': '30 days', month: 'This month', year: 'This year' },
    figures: { revenue: 'Revenue', orders: 'Orders', average_order: 'Average order', items_sold: 'Items sold', new_customers: 'New customers', refunds: 'Refunds' },
    vs_previous: 'vs. the previous period',
    no_previous: 'No figures for the previous period',
    charts: { revenue_day: 'Revenue by day', revenue_week: 'Revenue by week', revenue_month: 'Revenue by month', orders_daily: 'Orders per day' },
    top_products: 'Best-selling products',
    top_customers: 'Top customers',
    categories: 'Sales by category',
    coupons: 'Coupons',
    columns: { name: 'Name', quantity: 'Quantity', revenue: 'Revenue', orders: 'Orders', uses: 'Uses', discount: 'Discount' },
    carts: { title: 'Carts and buyers', conversion: 'Cart to order conversion', abandoned: 'Abandoned carts', abandoned_value: 'Value of abandoned carts', buyers: 'Buyers', returning: 'Returning buyers' },
    none_in_range: 'Nothing in this range',
    empty_title: 'No sales in this date range',
    empty_hint: 'Choose another range, or create a new order.',
  },
};
