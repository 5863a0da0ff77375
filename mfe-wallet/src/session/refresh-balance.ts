import { fetchWalletBalance } from '../balance/wallet-balance';
import type { WalletSessionContext } from './session-context';

/** Asks the wallet's balance and hands it to the shell's user state; a failure is only logged. */
export async function refreshBalance({ api, state, emit }: WalletSessionContext): Promise<void> {
  // A visitor has no balance to ask for (the server would answer 401).
  if (state.getState().status === 'signed-out') return;
  try {
    const { amount } = await fetchWalletBalance(api, state.getState().address);
    emit('wallet:user-patch', { balance: Number(amount) });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
  }
}
