// The ads' words come from their definition; this file gives them to what still reads words by folder.
import adverts from '../../../definitions/entities/adverts';
import { entityMessages } from '../../../definitions/entity/messages';

export default entityMessages(adverts, 'he');
