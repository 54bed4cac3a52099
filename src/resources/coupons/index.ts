import coupons from '../../../definitions/entities/coupons';
import { resourceFromDefinition } from '../../engine/fromDefinition';
import { lazyPart } from '../../engine/lazy';
import { discountValue } from '../promotions/discountValue';

/**
 * Coupons from their definition. The discount's value is typed in the unit its kind names (shekels for an amount,
 * else a percentage up to 100), and above the list a campaign's codes are generated at once.
 */
export default resourceFromDefinition(coupons, {
  fields: { discount_value: discountValue('discount_kind', { helperText: 'resources.coupons.help.discount_value' }) },
  listOptions: { toolbar: [lazyPart(() => import('./GenerateCouponsButton').then((m) => m.GenerateCouponsButton))] },
});
