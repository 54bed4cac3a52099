// The categories' words come from their definition; this file gives them to what still reads words by folder.
import productCategories from '../../../definitions/entities/product-categories';
import { entityMessages } from '../../../definitions/entity/messages';

export default entityMessages(productCategories, 'en');
