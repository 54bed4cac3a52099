/** How many rows a list asks for at once, by what it lists (the product's page-size constants). */
export const PAGE_SIZES = {
  /** Lists generated from a resource unless it names its own. */
  default: 25,
  /** Shop catalogue lists: products, promotions, bundles. */
  catalogue: 20,
  /** People: customers (persons) and user accounts. */
  persons: 100,
  orders: 50,
  /** A pipeline's stages and tags, fetched whole for the deals board. */
  pipelineParts: 50,
} as const;

/** The sizes a list's pager offers; every size above is among them. */
export const PAGE_SIZE_CHOICES = [10, 20, 25, 50, 100];
