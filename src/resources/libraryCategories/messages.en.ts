// The library categories' words come from their definition; this file gives them to what still reads words by folder.
import libraryCategories from '../../../definitions/entities/library-categories';
import { entityMessages } from '../../../definitions/entity/messages';

export default entityMessages(libraryCategories, 'en');
