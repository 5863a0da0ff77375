import type { RemoteComponent } from '@marketplace/contracts/browser';
import { MarketFrontPage } from '../market/market-front-page';
import { MarketListingPage } from '../market/market-listing-page';
import { MarketStackPage } from '../market/market-stack-page';

/** The merchant's market (spec §2): its listings, one stack (a set), or one listing. */
const MarketPage: RemoteComponent<'merchant', 'MarketPage'> = ({ merchantId, listingId, setId }) =>
  listingId ? (
    <MarketListingPage merchantId={merchantId} listingId={listingId} />
  ) : setId ? (
    <MarketStackPage merchantId={merchantId} setId={setId} />
  ) : (
    <MarketFrontPage merchantId={merchantId} />
  );

export default MarketPage;
