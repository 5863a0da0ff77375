/** The person has no wallet address to sign with yet (the wallet remote offers to make one at sign-in). */
export class NoWalletToSignError extends Error {
  constructor() {
    super('No wallet to sign with');
    this.name = 'NoWalletToSignError';
  }
}
