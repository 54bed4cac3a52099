/** What a shortcut does: go to a screen, or an action the handler knows. */
export type ShortcutAction =
  | { type: 'go'; path: string }
  | { type: 'search' }
  | { type: 'create' }
  | { type: 'save' }
  | { type: 'previous' }
  | { type: 'next' }
  | { type: 'palette' }
  | { type: 'help' };

export interface Shortcut {
  id: string;
  /**
   * The keys pressed one after another ('g' then 'c'); a key is a lower-case letter or a character ('/', '?').
   * With `mod`, the single key is pressed with Ctrl (Cmd on a Mac).
   */
  keys: readonly string[];
  mod?: boolean;
  /** Fires while typing in a field (Ctrl+S only); every other shortcut is ignored there. */
  inFields?: boolean;
  /** Another part of the app handles it (the palette's own Ctrl+K): listed in the cheat sheet only. */
  listedOnly?: boolean;
  action: ShortcutAction;
}

/** Every shortcut of the admin: the handler and the cheat sheet both read this list (texts: app.shortcuts.<id>). */
export const shortcuts: readonly Shortcut[] = [
  { id: 'go_home', keys: ['g', 'h'], action: { type: 'go', path: '/' } },
  { id: 'go_customers', keys: ['g', 'c'], action: { type: 'go', path: '/customers' } },
  { id: 'go_products', keys: ['g', 'p'], action: { type: 'go', path: '/shop/products' } },
  { id: 'go_orders', keys: ['g', 'o'], action: { type: 'go', path: '/shop/orders' } },
  { id: 'go_deals', keys: ['g', 'd'], action: { type: 'go', path: '/deals' } },
  { id: 'search', keys: ['/'], action: { type: 'search' } },
  { id: 'create', keys: ['n'], action: { type: 'create' } },
  { id: 'save', keys: ['s'], mod: true, inFields: true, action: { type: 'save' } },
  { id: 'next_record', keys: ['j'], action: { type: 'next' } },
  { id: 'previous_record', keys: ['k'], action: { type: 'previous' } },
  { id: 'palette', keys: ['k'], mod: true, listedOnly: true, action: { type: 'palette' } },
  { id: 'help', keys: ['?'], action: { type: 'help' } },
];
