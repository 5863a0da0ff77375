import { SUPPORT_ATTACHMENT_MAX_BYTES } from '@marketplace/contracts/wire';
import { attachmentProblem, attachmentTypeOf, readAttachment } from './attachment-file';

describe('the attachment check before upload', () => {
  it.each([
    ['screen.png', 'image/png', 'image/png'],
    ['photo.JPG', '', 'image/jpeg'],
    ['receipt.pdf', 'application/octet-stream', 'application/pdf'],
    ['notes.txt', 'text/plain', 'text/plain'],
  ])('takes %s (%s) as %s', (name, type, expected) => {
    expect(attachmentTypeOf({ name, type })).toBe(expected);
  });

  it.each([
    ['anim.gif', 'image/gif'],
    ['setup.exe', 'application/x-msdownload'],
    // A declared type that is not ours wins over a friendly extension: the name does not make it a PNG.
    ['fake.png', 'application/zip'],
    ['noextension', ''],
  ])('refuses %s (%s) by type', (name, type) => {
    expect(attachmentProblem({ name, type, size: 10 })).toBe('type');
  });

  it('refuses a file over 2 MB and an empty one, and takes one of exactly 2 MB', () => {
    expect(attachmentProblem({ name: 'big.pdf', type: 'application/pdf', size: SUPPORT_ATTACHMENT_MAX_BYTES + 1 })).toBe('size');
    expect(attachmentProblem({ name: 'empty.txt', type: 'text/plain', size: 0 })).toBe('empty');
    expect(attachmentProblem({ name: 'max.pdf', type: 'application/pdf', size: SUPPORT_ATTACHMENT_MAX_BYTES })).toBeNull();
  });

  it('reads the file as the base64 of its bytes, with its name and type', async () => {
    const file = new File(['hello support'], 'notes.txt', { type: 'text/plain' });

    await expect(readAttachment(file)).resolves.toEqual({ name: 'notes.txt', type: 'text/plain', base64: Buffer.from('hello support').toString('base64') });
  });

  it('sends a plain name the API takes: no path separators, at most 120 characters, the extension kept', async () => {
    const file = new File(['x'], `${'long'.repeat(40)}\\report.txt`, { type: 'text/plain' });

    const { name } = await readAttachment(file);

    expect(name).toHaveLength(120);
    expect(name.endsWith('longreport.txt')).toBe(true);
  });
});
