import { storeQueries } from '@marketplace/contracts/http';
import { categorisedArea } from '../merchant-frame/categorised-area';
import { storePaths } from './store-paths';

/** The store as an area of categories: its front's heading and category links. */
export const STORE_AREA = categorisedArea({ area: 'store', categories: storeQueries.categories, paths: storePaths, allKey: 'store.allItems' });
