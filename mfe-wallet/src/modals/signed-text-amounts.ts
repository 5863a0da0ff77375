import { formatGem, PRODUCT } from '@marketplace/contracts/wire';

/** A piece of a text to sign: as written, or a GEM amount shown as every page shows it, with its exact figure. */
export type SignedTextPart = { text: string } | { exact: string; shown: string };

const GEM_AMOUNT = new RegExp(`(\\d+(?:\\.\\d+)?) ${PRODUCT}\\b`, 'g');

/**
 * The text a page asks the wallet to sign, cut where it names GEM amounts ("Price: 11.74339692715608573
 * GEM"), so the dialog shows them with 2 decimals like every page (spec §5), each keeping its exact
 * figure; what is signed is the text itself, unchanged.
 */
export function signedTextParts(message: string): SignedTextPart[] {
  const parts: SignedTextPart[] = [];
  let from = 0;
  for (const match of message.matchAll(GEM_AMOUNT)) {
    const [written, amount] = match;
    if (match.index > from) parts.push({ text: message.slice(from, match.index) });
    parts.push({ exact: written, shown: formatGem(amount ?? written) });
    from = match.index + written.length;
  }
  if (from < message.length) parts.push({ text: message.slice(from) });
  return parts;
}
