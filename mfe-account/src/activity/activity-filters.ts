import { ACTIVITY_KIND_FILTERS, type ActivityKindFilter, type TransactionFilter } from '@marketplace/contracts/wire';

/** The activity's filters as the address holds them: a kind, a merchant, and a range of days (`YYYY-MM-DD`), each optional. */
export interface ActivityFilters {
  kind: ActivityKindFilter | null;
  merchantId: string | null;
  from: string | null;
  to: string | null;
}

export const NO_FILTERS: ActivityFilters = { kind: null, merchantId: null, from: null, to: null };

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MERCHANT_ID = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** A day as the address spells it, or null when it is none ("2026-02-30" is none). */
function dayOf(value: string | null): string | null {
  const match = value ? DAY.exec(value) : null;
  if (!match) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? (value as string) : null;
}

/** The filters the address asks for; a value that is not one (a hand-edited address) is no filter, never an error. */
export function filtersInSearch(search: URLSearchParams): ActivityFilters {
  const kind = search.get('kind');
  const merchantId = search.get('merchant');
  return {
    kind: ACTIVITY_KIND_FILTERS.find((each) => each === kind) ?? null,
    merchantId: merchantId && MERCHANT_ID.test(merchantId) ? merchantId : null,
    from: dayOf(search.get('from')),
    to: dayOf(search.get('to')),
  };
}

export const activeFilterCount = (filters: ActivityFilters) => Object.values(filters).filter((value) => value !== null).length;

/**
 * The address's search with `filters` in it, in place of the ones it had: every other parameter stays,
 * but the page goes back to the first, since the old page of another list means nothing.
 */
export function searchWithFilters(search: URLSearchParams, filters: ActivityFilters): URLSearchParams {
  const next = new URLSearchParams(search);
  next.delete('page');
  const values: Record<string, string | null> = { kind: filters.kind, merchant: filters.merchantId, from: filters.from, to: filters.to };
  for (const [name, value] of Object.entries(values)) {
    if (value === null) next.delete(name);
    else next.set(name, value);
  }
  return next;
}

/** Midnight at the start of a day (`end`: the last millisecond of it) in the person's own time zone, as an instant. */
function instantOf(day: string, end: boolean): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return (end ? new Date(year, month - 1, date, 23, 59, 59, 999) : new Date(year, month - 1, date)).toISOString();
}

/**
 * What the API is asked: the kind and merchant as they are, the days as the instants they begin and end
 * where the person is (the day they picked is theirs, not UTC's); a range given backwards is read the right way round.
 */
export function filterRequestOf({ kind, merchantId, from, to }: ActivityFilters): TransactionFilter {
  const [first, last] = from && to && from > to ? [to, from] : [from, to];
  return {
    ...(kind ? { kind } : {}),
    ...(merchantId ? { merchantId } : {}),
    ...(first ? { from: instantOf(first, false) } : {}),
    ...(last ? { to: instantOf(last, true) } : {}),
  };
}
