// The collections' words come from their definition; this file gives them to what still reads words by folder.
import libraryCollections from '../../../definitions/entities/library-collections';
import { entityMessages } from '../../../definitions/entity/messages';

export default entityMessages(libraryCollections, 'he');
