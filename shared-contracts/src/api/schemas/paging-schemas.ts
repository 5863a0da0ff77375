import { z } from 'zod';
import type { RecordList } from '../../entities/transaction';

/** The most records one page may ask for, so a single call cannot read a whole table. */
export const MAX_PAGE_SIZE = 100;

/**
 * `page` (from 1) and `pageSize` of a paged list call. Query values arrive as text, so they are
 * coerced; an absent one takes its default (spec §9 names the page sizes of some lists).
 */
export function pageQuerySchema(defaultPageSize: number) {
  return z.strictObject({
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(defaultPageSize),
  });
}

/** What a client passes for a paged list; left out, the server's default applies. */
export type PageQuery = {
  page?: number;
  pageSize?: number;
};

/** A paged `{records, total}` answer; `total` counts every record, not just this page's. */
export function recordListSchema<S extends z.ZodType>(record: S) {
  return z.object({ records: z.array(record), total: z.number().int().nonnegative() }) satisfies z.ZodType<RecordList<z.output<S>>>;
}
