import type { RemoteComponent } from '@marketplace/contracts/browser';
import { StoreFrontPage } from '../store/store-front-page';
import { StoreItemPage } from '../store/store-item-page';

/** The merchant's store (spec §2): its front or a category, or one item. */
const StorePage: RemoteComponent<'merchant', 'StorePage'> = ({ merchantId, itemId, categoryId }) =>
  itemId ? <StoreItemPage merchantId={merchantId} itemId={itemId} /> : <StoreFrontPage merchantId={merchantId} categoryId={categoryId} />;

export default StorePage;
