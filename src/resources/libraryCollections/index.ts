import libraryCollections from '../../../definitions/entities/library-collections';
import { resourceFromDefinition } from '../../engine/fromDefinition';
import { lazyPart } from '../../engine/lazy';

/** Collections from their definition; the edit page adds the tab that reorders the items by dragging. */
export default resourceFromDefinition(libraryCollections, {
  edit: {
    tabs: [
      { id: 'details', fields: ['name', 'description', 'item_ids', 'is_active', 'sort_order'] },
      { id: 'order', component: lazyPart(() => import('./CollectionOrder').then((m) => m.default)) },
    ],
  },
});
