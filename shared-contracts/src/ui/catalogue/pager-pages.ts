/** A page number to link, or a gap ('gap') standing for the pages left out between two numbers. */
export type PagerEntry = number | 'gap';

/**
 * Which page numbers a pager shows: the first, the last and the current one with `neighbours` pages on
 * each side (1 unless said), a gap where pages are left out, so the pager stays short at any page
 * count. A gap of one page is shown as that page instead (a gap would take the same room).
 */
export function pagerEntries(page: number, totalPages: number, neighbours = 1): PagerEntry[] {
  const around = Array.from({ length: 2 * neighbours + 1 }, (_, index) => page - neighbours + index);
  const shown = new Set([1, totalPages, ...around].filter((number) => number >= 1 && number <= totalPages));
  const numbers = [...shown].sort((a, b) => a - b);
  const entries: PagerEntry[] = [];
  for (const number of numbers) {
    const previous = entries.at(-1);
    if (typeof previous === 'number' && number - previous === 2) entries.push(previous + 1);
    else if (typeof previous === 'number' && number - previous > 2) entries.push('gap');
    entries.push(number);
  }
  return entries;
}

/** A pager entry and the widths it shows at: everywhere, only on a wide pager, or only on a narrow one. */
export interface SizedPagerEntry {
  entry: PagerEntry;
  /** Where it shows: `both`, `wide` (the current page's neighbours) or `narrow` (a gap standing for them). */
  shownAt: 'both' | 'wide' | 'narrow';
}

/**
 * One list for both pagers, so the page has one set of links whatever its width (CSS hides the other
 * width's entries): the wide one with the current page's neighbours (`pagerEntries`), the narrow one
 * without them, which fits a 360 px phone on one line. A gap sits right after the number it follows.
 */
export function sizedPagerEntries(page: number, totalPages: number): SizedPagerEntry[] {
  const wide = pagerEntries(page, totalPages);
  const narrow = pagerEntries(page, totalPages, 0);
  const numbersOf = (entries: PagerEntry[]) => new Set(entries.filter((entry): entry is number => entry !== 'gap'));
  const gapsAfter = (entries: PagerEntry[]) => new Set(entries.flatMap((entry, index) => (entry === 'gap' ? [entries[index - 1] as number] : [])));
  const [wideNumbers, narrowNumbers] = [numbersOf(wide), numbersOf(narrow)];
  const [wideGaps, narrowGaps] = [gapsAfter(wide), gapsAfter(narrow)];
  const shownAt = (inWide: boolean, inNarrow: boolean): SizedPagerEntry['shownAt'] => (inWide && inNarrow ? 'both' : inWide ? 'wide' : 'narrow');
  const sized: SizedPagerEntry[] = [];
  for (const number of [...new Set([...wideNumbers, ...narrowNumbers])].sort((a, b) => a - b)) {
    sized.push({ entry: number, shownAt: shownAt(wideNumbers.has(number), narrowNumbers.has(number)) });
    if (wideGaps.has(number) || narrowGaps.has(number)) sized.push({ entry: 'gap', shownAt: shownAt(wideGaps.has(number), narrowGaps.has(number)) });
  }
  return sized;
}
