import type { SupportAttachment, SupportAttachmentType } from '@marketplace/contracts/wire';
import { SUPPORT_ATTACHMENT_MAX_BYTES } from '@marketplace/contracts/wire';

/** The first bytes each binary type starts with; a file whose content says otherwise is refused. */
const SIGNATURES: Record<Exclude<SupportAttachmentType, 'text/plain'>, readonly number[]> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff],
  'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d],
};

// Control characters plain text may hold: tab, line feed, form feed and carriage return; any other one means binary.
const TEXT_CONTROLS = new Set([0x09, 0x0a, 0x0c, 0x0d]);

function hasBinaryControl(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if ((code < 0x20 && !TEXT_CONTROLS.has(code)) || code === 0x7f) return true;
  }
  return false;
}

function startsWith(content: Buffer, signature: readonly number[]): boolean {
  return content.length >= signature.length && signature.every((byte, index) => content[index] === byte);
}

function isPlainText(content: Buffer): boolean {
  if (Object.values(SIGNATURES).some((signature) => startsWith(content, signature))) return false;
  try {
    return !hasBinaryControl(new TextDecoder('utf-8', { fatal: true }).decode(content));
  } catch {
    return false;
  }
}

export type AttachmentVerdict = { ok: true; content: Buffer } | { ok: false; reason: string };

/**
 * Whether an attachment is what it says: its base64 decodes exactly, it holds 1 byte to 2 MiB, and its
 * content (magic bytes; valid UTF-8 without binary control characters for text) matches the declared
 * type. The name's extension is never trusted, so `invoice.pdf.exe` renamed `invoice.pdf` is still refused.
 */
export function checkAttachment({ type, base64 }: SupportAttachment): AttachmentVerdict {
  const content = Buffer.from(base64, 'base64');
  // Node skips what is not base64; a round trip that differs means the text was not clean base64.
  if (content.toString('base64') !== base64) return { ok: false, reason: 'attachment.base64: Not clean base64' };
  if (content.length === 0) return { ok: false, reason: 'attachment: Empty file' };
  if (content.length > SUPPORT_ATTACHMENT_MAX_BYTES) return { ok: false, reason: 'attachment: At most 2 MB' };
  const matches = type === 'text/plain' ? isPlainText(content) : startsWith(content, SIGNATURES[type]);
  return matches ? { ok: true, content } : { ok: false, reason: `attachment.type: The content is not ${type}` };
}
