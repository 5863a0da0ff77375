import { maskEmail } from './mask-email.js';

describe('maskEmail', () => {
  it('keeps the first character of the local part and the whole domain', () => {
    expect(maskEmail('alice.smith@example.com')).toBe('a…@example.com');
  });

  it('hides a one-character local part behind the same ellipsis', () => {
    expect(maskEmail('b@example.com')).toBe('b…@example.com');
  });

  it('keeps a character outside the BMP whole rather than half of it', () => {
    expect(maskEmail('😀x@example.com')).toBe('😀…@example.com');
  });

  it('masks the part before the last @ of a quoted local part', () => {
    expect(maskEmail('"a@b"@example.com')).toBe('"…@example.com');
  });

  it('shows nothing of something that is not an address', () => {
    expect(maskEmail('not-an-address')).toBe('…');
  });
});
