import { createHash } from 'node:crypto';

/**
 * A UUID derived from a name, so every seeded database holds the same ids (links in docs and
 * end-to-end tests stay valid) without any randomness. Version 8 marks it as custom-made.
 */
export function seedUuid(name: string): string {
  const hex = createHash('sha256').update(`marketplace-seed:${name}`).digest('hex');
  const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
