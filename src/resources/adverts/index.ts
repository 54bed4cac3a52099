import adverts from '../../../definitions/entities/adverts';
import { computed } from '../../engine/fields';
import { resourceFromDefinition } from '../../engine/fromDefinition';

/** Click-through rate: clicks out of impressions, as a percentage with one decimal. */
const ctr = (record: Record<string, unknown>) => {
  const shown = Number(record.impressions ?? 0);
  return shown > 0 ? `${((Number(record.clicks ?? 0) / shown) * 100).toFixed(1)}%` : '';
};

/** Ads from their definition, with their click-through rate computed in the list. */
export default resourceFromDefinition(adverts, {
  fields: { ctr: computed(ctr) },
  list: ['image', 'title', 'placement', 'starts_at', 'ends_at', 'impressions', 'clicks', 'ctr', 'is_active'],
});
