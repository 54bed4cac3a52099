import bundles from '../../../definitions/entities/bundles';
import { boolean, computed, money, references, type FieldComponentProps } from '../../engine/fields';
import { resourceFromDefinition } from '../../engine/fromDefinition';
import { lazyPart } from '../../engine/lazy';

// the warning's parts read the products it names: loaded with the bundles' pages, not with the first screen
const AttentionChip = lazyPart<FieldComponentProps>(() => import('./BundleAttention').then((m) => m.AttentionChip));
const AttentionAlert = lazyPart<FieldComponentProps>(() => import('./BundleAttention').then((m) => m.AttentionAlert));

/**
 * Bundles from their definition, with what the server computes on every read from the products' current prices
 * (agorot): what they cost apart, the bundle, the saving; and the products that need attention, in the list and on
 * the edit page.
 */
export default resourceFromDefinition(bundles, {
  fields: {
    items_total: money({ minor: true, readOnly: true }),
    bundle_total: money({ minor: true, readOnly: true }),
    saving: money({ minor: true, readOnly: true }),
    needs_attention: computed((r) => (r.needs_attention ? 'resources.bundles.attention.chip' : ''), {
      display: AttentionChip,
    }),
    attention_product_ids: references('shop/products', { readOnly: true, noExport: true, display: AttentionAlert }),
  },
  list: ['image', 'name', 'price', 'percent_off', 'saving', 'needs_attention', 'ends_at', 'is_active'],
  listOptions: { filters: { needs_attention: boolean() }, phone: { secondary: 'saving', tertiary: 'needs_attention' } },
  edit: {
    sections: [
      { id: 'details', fields: ['name', 'description', 'is_active'] },
      { id: 'items', fields: ['attention_product_ids', 'items'] },
      {
        id: 'pricing',
        fields: ['price', 'percent_off', 'items_total', 'bundle_total', 'saving', 'starts_at', 'ends_at'],
      },
      { id: 'image', fields: ['image'] },
    ],
  },
});
