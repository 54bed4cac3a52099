import libraryCategories from '../../../definitions/entities/library-categories';
import { resourceFromDefinition } from '../../engine/fromDefinition';
import { lazyPart } from '../../engine/lazy';

/** Library categories from their definition; above the list, "Arrange" puts all of them in the app's order. */
export default resourceFromDefinition(libraryCategories, {
  listOptions: { toolbar: [lazyPart(() => import('./CategoryOrderButton').then((m) => m.CategoryOrderButton))] },
});
