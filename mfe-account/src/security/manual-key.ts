/** Base32 secrets read and typed best in groups of four, as authenticator apps show them. */
const GROUP_LENGTH = 4;

/** The secret for typing into an authenticator app by hand: its padding dropped, in groups of four. */
export function manualKeyGroups(secret: string): string[] {
  const key = secret.replace(/=+$/, '');
  const groups: string[] = [];
  for (let start = 0; start < key.length; start += GROUP_LENGTH) groups.push(key.slice(start, start + GROUP_LENGTH));
  return groups;
}
