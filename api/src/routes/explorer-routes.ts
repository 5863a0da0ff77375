import { getAddress } from 'ethers';
import type { FastifyPluginAsync } from 'fastify';
import { explorerTokenBalanceQuerySchema, LOCAL_PRODUCT_CONTRACT_ADDRESS, type ExplorerAnswer } from '@marketplace/contracts/wire';
import type { AppContext } from '../context/app-context.js';
import { balanceWeiOfAddress } from '../ledger/balances.js';

/** An address in its checksummed form, or null when it is not an address. */
function checksummedOrNull(address: string): string | null {
  try {
    return getAddress(address);
  } catch {
    return null;
  }
}

/**
 * A BscScan-compatible token balance answer backed by the API's own ledger. It speaks BscScan's
 * `{status, message, result}` rather than the API envelope, errors included, so a client written
 * for BscScan reads it unchanged.
 */
export const explorerRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  app.get('/explorer/api', async (request, reply): Promise<ExplorerAnswer> => {
    const notOk = (field: string, message: string): ExplorerAnswer => {
      reply.code(400);
      return { status: '0', message: 'NOTOK', result: `Error! ${field}: ${message}` };
    };
    const query = explorerTokenBalanceQuerySchema.safeParse(request.query ?? {});
    if (!query.success) {
      const [issue] = query.error.issues;
      return notOk(['query', ...(issue?.path ?? []).map(String)].join('.'), issue?.message ?? 'Invalid input');
    }
    const address = checksummedOrNull(query.data.address);
    if (!address) return notOk('query.address', 'Invalid address');
    const contract = checksummedOrNull(query.data.contractaddress);
    if (!contract) return notOk('query.contractaddress', 'Invalid address');

    // Like a chain, any other token contract simply holds nothing for this address.
    const wei = contract === LOCAL_PRODUCT_CONTRACT_ADDRESS ? await balanceWeiOfAddress(db, address) : 0n;
    return { status: '1', message: 'OK', result: wei.toString() };
  });
};
