import { DEFAULT_MERCHANT_ID } from '@marketplace/contracts/wire';
import { mountRemoteHarness } from '../../../tooling/remote-harness/mount-remote-harness';
import { loadMessages } from '../i18n/messages';
import CraftPage from '../pages/craft-page';
import MarketPage from '../pages/market-page';
import StorePage from '../pages/store-page';

const merchantId = DEFAULT_MERCHANT_ID;

void mountRemoteHarness(
  'merchant',
  [
    { path: '/store', label: 'Store', element: <StorePage merchantId={merchantId} itemId={null} categoryId={null} /> },
    { path: '/store/item', label: 'Store item', element: <StorePage merchantId={merchantId} itemId="item-1" categoryId={null} /> },
    { path: '/store/category', label: 'Store category', element: <StorePage merchantId={merchantId} itemId={null} categoryId="weapons" /> },
    { path: '/market', label: 'Market', element: <MarketPage merchantId={merchantId} listingId={null} setId={null} /> },
    { path: '/market/listing', label: 'Market listing', element: <MarketPage merchantId={merchantId} listingId="listing-1" setId={null} /> },
    { path: '/market/stack', label: 'Market stack', element: <MarketPage merchantId={merchantId} listingId={null} setId="set-1" /> },
    { path: '/craft', label: 'Craft', element: <CraftPage merchantId={merchantId} recipeId={null} categoryId={null} /> },
    { path: '/craft/recipe', label: 'Craft recipe', element: <CraftPage merchantId={merchantId} recipeId="recipe-1" categoryId={null} /> },
    { path: '/craft/category', label: 'Craft category', element: <CraftPage merchantId={merchantId} recipeId={null} categoryId="armour" /> },
  ],
  { loadMessages },
);
