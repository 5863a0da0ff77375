const MEGABYTE = 1024 * 1024;

/**
 * "1.2 MB", "1,2 Mo", "0.5 kB": a byte count per locale, in megabytes from one megabyte and in
 * kilobytes below (a few hundred bytes read better as "0.5 kB" than as a count of bytes).
 */
export function formatByteSize(bytes: number, locale: string): string {
  const [unit, size] = bytes >= MEGABYTE ? (['megabyte', MEGABYTE] as const) : (['kilobyte', 1024] as const);
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(bytes / size);
}
