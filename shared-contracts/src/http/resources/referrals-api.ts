import type { PageQuery } from '../../wire/schemas/paging-schemas';
import { referralTransactionListSchema, referredUserListSchema } from '../../wire/schemas/referral-schemas';
import type { ApiTransport } from '../transport/create-api-transport';
import { recordListOrEmpty } from '../transport/list-or-empty';
import type { RequestOptions } from '../transport/request-options';

const REFERRALS_PATH = '/api/users/self/referrals';

/** The signed-in user's referrals (spec §3 `referredUsers`, `referralTransactions`). */
export function createReferralsApi(transport: ApiTransport) {
  const readUsers = ({ page = 1, pageSize }: PageQuery = {}, { signal }: RequestOptions = {}) =>
    transport.request('main', { path: `${REFERRALS_PATH}/users`, query: { page, pageSize }, schema: referredUserListSchema, signal });
  const readTransactions = ({ page = 1, pageSize }: PageQuery = {}, { signal }: RequestOptions = {}) =>
    transport.request('main', { path: `${REFERRALS_PATH}/transactions`, query: { page, pageSize }, schema: referralTransactionListSchema, signal });
  return {
    /** Extension of spec §7: `GET /api/users/self/referrals/users` (page, pageSize) → the people they referred, newest first; a failure reads as none (§7). */
    users: (page: PageQuery = {}, options: RequestOptions = {}) => recordListOrEmpty(readUsers(page, options)),
    /** Extension of spec §7: `GET /api/users/self/referrals/transactions` (page, pageSize) → the rewards credited, newest first; a failure reads as none (§7). */
    transactions: (page: PageQuery = {}, options: RequestOptions = {}) => recordListOrEmpty(readTransactions(page, options)),
    /**
     * The same reads for the page that lists them: a failure rejects, so the referrals page can say it could not load them and
     * offer to try again, never a false "nobody yet".
     */
    usersPage: readUsers,
    transactionsPage: readTransactions,
  };
}

export type ReferralsApi = ReturnType<typeof createReferralsApi>;
