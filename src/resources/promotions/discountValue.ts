import { integer, type NumberField } from '../../engine/fields';
import { lazyInput, lazyPart } from '../../engine/lazy';

/**
 * The value field of a discount whose kind is in `kindSource` (a promotion's, a coupon's own). Its display and input
 * load with the screen that shows them: the registry holds this file, and the generic field display would bring
 * the file widgets and the HTML sanitiser into every signed-in first load.
 */
export const discountValue = (kindSource: string, options: Partial<NumberField> = {}) =>
  integer({
    min: 0,
    ...options,
    display: lazyPart(() => import('./DiscountValueDisplay').then((m) => m.discountValueDisplay(kindSource))),
    input: lazyInput(() => import('./DiscountValueInput').then((m) => m.discountValueInput(kindSource))),
  });
