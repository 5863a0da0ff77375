/** The four federated remotes, by the team that owns each. */
export const REMOTE_NAMES = ['account', 'merchant', 'wallet', 'legal'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Module Federation container name of each remote (must be a JavaScript identifier). */
export const REMOTE_CONTAINERS: Record<RemoteName, string> = {
  account: 'marketplace_account',
  merchant: 'marketplace_merchant',
  wallet: 'marketplace_wallet',
  legal: 'marketplace_legal',
};

/** Container name of the shell host. */
export const SHELL_CONTAINER = 'marketplace_shell';
