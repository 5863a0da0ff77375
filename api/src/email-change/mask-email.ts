/**
 * An address as a notice names it to someone who may not be its owner: the first character of the local
 * part and the whole domain (`a…@example.com`). Enough for the owner to recognise their own address,
 * too little for a stranger reading the old mailbox to write to the new one.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '…';
  const first = [...email.slice(0, at)][0] ?? '';
  return `${first}…${email.slice(at)}`;
}
