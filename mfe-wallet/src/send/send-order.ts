/** A send the person has filled in and checked: what the confirmation shows and the wallet signs. */
export interface SendOrder {
  /** Checksummed. */
  to: string;
  /** GEM decimals, exact. */
  amount: string;
  fee: string;
}
