import type { RemoteComponent } from '@marketplace/contracts/browser';
import { CollectibleDetails } from '../collectible/collectible-details';

/** `/collectible/{id}` (spec §2, public): one collectible, whoever holds it. */
const CollectiblePage: RemoteComponent<'account', 'CollectiblePage'> = ({ collectibleId }) => <CollectibleDetails collectibleId={collectibleId} />;

export default CollectiblePage;
