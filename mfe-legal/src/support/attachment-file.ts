import { SUPPORT_ATTACHMENT_MAX_BYTES, SUPPORT_ATTACHMENT_TYPES, type SupportAttachment, type SupportAttachmentType } from '@marketplace/contracts/wire';

// Some systems give no type for a file (or `application/octet-stream`): its extension names it then.
const TYPE_BY_EXTENSION: Record<string, SupportAttachmentType> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
  txt: 'text/plain',
};

export type AttachmentProblem = 'type' | 'size' | 'empty';

/**
 * What the form may send: the file's declared type when it is one of the accepted ones, else its
 * extension's. A quick answer for the person before anything is uploaded; the server checks the
 * content's magic bytes, so this check is a courtesy, not the protection.
 */
export function attachmentTypeOf(file: Pick<File, 'name' | 'type'>): SupportAttachmentType | null {
  if ((SUPPORT_ATTACHMENT_TYPES as readonly string[]).includes(file.type)) return file.type as SupportAttachmentType;
  if (file.type !== '' && file.type !== 'application/octet-stream') return null;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return TYPE_BY_EXTENSION[extension] ?? null;
}

/** Why the file cannot be attached, or null when it can. */
export function attachmentProblem(file: Pick<File, 'name' | 'type' | 'size'>): AttachmentProblem | null {
  if (attachmentTypeOf(file) === null) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > SUPPORT_ATTACHMENT_MAX_BYTES) return 'size';
  return null;
}

// The API takes a plain name of at most 120 characters; the end of a long name (its extension) is the part worth keeping.
const NAME_MAX_LENGTH = 120;

function plainName(name: string): string {
  const plain = [...name]
    .filter((char) => char.charCodeAt(0) >= 0x20 && char !== '/' && char !== '\\')
    .join('')
    .trim();
  return (plain.length > NAME_MAX_LENGTH ? plain.slice(-NAME_MAX_LENGTH) : plain) || 'attachment';
}

/** The file as the API takes it (base64 of its bytes), read without blocking the page. */
export function readAttachment(file: File): Promise<SupportAttachment> {
  const type = attachmentTypeOf(file);
  if (!type) return Promise.reject(new Error(`Not an accepted type: ${file.type}`));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.onload = () => {
      // A data URL: `data:<type>;base64,<content>`.
      const dataUrl = String(reader.result);
      resolve({ name: plainName(file.name), type, base64: dataUrl.slice(dataUrl.indexOf(',') + 1) });
    };
    reader.readAsDataURL(file);
  });
}
