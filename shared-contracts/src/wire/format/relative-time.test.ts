import { formatExactTime, formatRelativeTime } from './relative-time';

const NOW = Date.parse('2026-11-25T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('formatRelativeTime', () => {
  it('reads a recent time relative to a fixed clock, in English', () => {
    expect(formatRelativeTime(ago(10_000), 'en', NOW)).toBe('now');
    expect(formatRelativeTime(ago(3 * MINUTE), 'en', NOW)).toBe('3 minutes ago');
    expect(formatRelativeTime(ago(5 * HOUR + 59 * MINUTE), 'en', NOW)).toBe('5 hours ago');
    expect(formatRelativeTime(ago(DAY + 2 * HOUR), 'en', NOW)).toBe('yesterday');
    expect(formatRelativeTime(ago(3 * DAY), 'en', NOW)).toBe('3 days ago');
  });

  it('reads the same times in Japanese', () => {
    expect(formatRelativeTime(ago(10_000), 'ja', NOW)).toBe('今');
    expect(formatRelativeTime(ago(3 * MINUTE), 'ja', NOW)).toBe('3 分前');
    expect(formatRelativeTime(ago(DAY + 2 * HOUR), 'ja', NOW)).toBe('昨日');
    expect(formatRelativeTime(ago(3 * DAY), 'ja', NOW)).toBe('3 日前');
  });

  it('reads a time a little ahead of the clock (server skew) as now', () => {
    expect(formatRelativeTime(new Date(NOW + 20_000).toISOString(), 'en', NOW)).toBe('now');
  });

  it('reads a time older than a week as a date and time in the locale', () => {
    const old = '2026-11-10T09:30:00.000Z';
    const expected = (locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(Date.parse(old));
    expect(formatRelativeTime(old, 'en', NOW)).toBe(expected('en'));
    expect(formatRelativeTime(old, 'en', NOW)).toMatch(/Nov 10, 2026/);
    expect(formatRelativeTime(old, 'ja', NOW)).toBe(expected('ja'));
    expect(formatRelativeTime(old, 'ja', NOW)).toMatch(/2026\/11\/10/);
  });
});

describe('formatExactTime', () => {
  it('writes the full date with the weekday, in the locale', () => {
    expect(formatExactTime('2026-11-10T09:30:00.000Z', 'en')).toMatch(/2026/);
    expect(formatExactTime('2026-11-10T09:30:00.000Z', 'en')).toMatch(/Tuesday, November 10/);
    expect(formatExactTime('2026-11-10T09:30:00.000Z', 'ja')).toMatch(/2026年11月10日/);
  });
});
