import { craftQueries } from '@marketplace/contracts/http';
import { categorisedArea } from '../merchant-frame/categorised-area';
import { craftPaths } from './craft-paths';

/** The craft area as an area of categories: its front's heading and category links. */
export const CRAFT_AREA = categorisedArea({ area: 'craft', categories: craftQueries.categories, paths: craftPaths, allKey: 'craft.allRecipes' });
