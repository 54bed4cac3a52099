/** Where a resource's import history lives: beside its list (`/shop/products` → `/shop/products-imports`). */
export const importHistoryPath = (owner: { routeName: string }): string => `/${owner.routeName}-imports`;
