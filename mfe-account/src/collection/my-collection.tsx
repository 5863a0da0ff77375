import { useSessionUser } from '@marketplace/contracts/browser';
import { CollectionGrid } from './collection-grid';

/** The portal path of the signed-in user's collection (`/user-portal/collection`). */
export const MY_COLLECTION_PATH = '/user-portal/collection';

/**
 * The signed-in user's own collectibles: of every game with a switch between them (`/user-portal/collection`),
 * or of one game (`/collection/{merchant}`); each card offers selling it. The route needs a session (spec §2).
 */
export function MyCollection({ merchantId = null }: { merchantId?: string | null }) {
  const user = useSessionUser();
  if (!user?.id) return null;
  const basePath = merchantId ? `/collection/${encodeURIComponent(merchantId)}` : MY_COLLECTION_PATH;
  return <CollectionGrid userId={user.id} merchantId={merchantId} owned basePath={basePath} ownerName={null} />;
}
