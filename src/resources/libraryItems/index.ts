import libraryItems from '../../../definitions/entities/library-items';
import { resourceFromDefinition } from '../../engine/fromDefinition';
import { lazyPart } from '../../engine/lazy';

/**
 * Books from their definition, with the list's covers view and the edit page's panels of their own: the collections
 * the book is in, its readers, and their figures. Each loads when it is shown, not with every first screen.
 */
export default resourceFromDefinition(libraryItems, {
  listOptions: { grid: lazyPart(() => import('./CoverGrid').then((m) => m.default)) },
  panels: {
    collections: lazyPart(() => import('./ItemCollections').then((m) => m.default)),
    readers: lazyPart(() => import('./ItemReaders').then((m) => m.default)),
    stats: lazyPart(() => import('./ItemStats').then((m) => m.default)),
  },
});
