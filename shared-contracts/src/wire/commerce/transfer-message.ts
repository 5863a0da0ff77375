import { PRODUCT } from '../product';
import { gemOfWei, weiOfGem } from './gem-wei';

export interface TransferMessageFields {
  /** The transfer's idempotency key (a UUID the client draws once per transfer): signing it makes the signature good for one transfer only. */
  transferKey: string;
  senderAddress: string;
  recipientAddress: string;
  /** GEM decimal strings: what the recipient receives, and the network fee the sender pays on top. */
  amount: string;
  fee: string;
}

function canonicalAmount(amount: string): string {
  const wei = weiOfGem(amount);
  if (wei === null) throw new RangeError(`Not a GEM amount: '${amount}'`);
  return gemOfWei(wei);
}

/**
 * The text a sender's wallet signs (EIP-191 personal message) to send GEM to an address. Both sides
 * build it from the same fields (addresses in lower case, amounts without trailing zeros), so the
 * server verifies the signature without the client sending the text, and a signature made for one
 * key, recipient, amount or fee proves nothing for another.
 */
export function buildTransferMessage({ transferKey, senderAddress, recipientAddress, amount, fee }: TransferMessageFields): string {
  return [
    'Marketplace transfer',
    `Key: ${transferKey}`,
    `From: ${senderAddress.toLowerCase()}`,
    `To: ${recipientAddress.toLowerCase()}`,
    `Amount: ${canonicalAmount(amount)} ${PRODUCT}`,
    `Network fee: ${canonicalAmount(fee)} ${PRODUCT}`,
  ].join('\n');
}
