import promotions, { PROMOTION_KINDS } from '../../../definitions/entities/promotions';
import { choicesOf, select } from '../../engine/fields';
import { resourceFromDefinition } from '../../engine/fromDefinition';
import { discountValue } from './discountValue';

/**
 * Promotions from their definition. A new one starts as a percentage off (the API asks for a kind, so the table keeps
 * no default), and its value is typed in the unit its kind names (shekels for an amount, else a percentage up to 100).
 */
export default resourceFromDefinition(promotions, {
  fields: {
    kind: select(choicesOf('resources.promotions.values.kind', Object.keys(PROMOTION_KINDS)), {
      required: true,
      defaultValue: 'percent_off',
    }),
    value: discountValue('kind', { helperText: 'resources.promotions.help.value' }),
  },
});
