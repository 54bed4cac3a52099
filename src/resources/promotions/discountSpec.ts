import { integer, money } from '../../engine/fields';

/**
 * A discount's value is kept as one whole number whose unit its kind names: agorot for an amount off (typed and
 * read in shekels, like every amount), else a percentage (up to 100).
 */
export const discountSpec = (kind: unknown) =>
  kind === 'amount_off' ? money({ minor: true }) : integer({ min: 0, max: 100 });
