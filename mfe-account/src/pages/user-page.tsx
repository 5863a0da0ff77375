import type { RemoteComponent } from '@marketplace/contracts/browser';
import { UserProfile } from '../profile/user-profile';

/** `/user/{id}` (spec §2, public): a person's profile and their collection. */
const UserPage: RemoteComponent<'account', 'UserPage'> = ({ userId }) => <UserProfile userId={userId} />;

export default UserPage;
