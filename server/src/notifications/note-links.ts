// Where the record a note is kept on opens in the admin: the link of a mention's notification. One address per note
// type (the types are registered in crud/note-targets.ts: 'person' and every entity with `notes: true`);
// server/test/notification-kinds.test.ts fails when a registered type has none here.
const ADMIN_PATHS: ReadonlyMap<string, string> = new Map(Object.entries({
  person: '/customers',
  product: '/shop/products',
  product_category: '/shop/product-categories',
  bundle: '/shop/bundles',
  subscription_option: '/shop/subscription-options',
  promotion: '/shop/promotions',
  coupon: '/shop/coupons',
  shipping_option: '/shop/shipping-options',
  author: '/shop/authors',
  library_item: '/app/books',
  subscription: '/subscriptions',
}));

/** The admin page of the record a note of this type is kept on ('' for a type the admin has no page for). */
export function noteRecordLink(type: string, refId: number): string {
  const path = ADMIN_PATHS.get(type);
  return path ? `${path}/${refId}` : '';
}
