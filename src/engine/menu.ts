/** Sidebar sections, in the order they appear. */
export const MENU_SECTIONS = [
  'customers',
  'app',
  'shop',
  'subscriptions',
  'customer_service',
  'forms',
  'settings',
] as const;

export type MenuSection = (typeof MENU_SECTIONS)[number];
