import { formatByteSize } from './byte-size';

describe('formatByteSize', () => {
  it('writes the size in kilobytes, or megabytes from one megabyte, per locale', () => {
    expect(formatByteSize(475, 'en')).toBe('0.5 kB');
    expect(formatByteSize(1536, 'en')).toBe('1.5 kB');
    expect(formatByteSize(5 * 1024 * 1024 + 200_000, 'de')).toBe('5,2 MB');
  });
});
