import * as z from 'zod/mini';
import type { RecordList } from '../entities/transaction';

/** The most records one page may ask for, so a single call cannot read a whole table. */
export const MAX_PAGE_SIZE = 100;

/**
 * `page` (from 1) and `pageSize` of a paged list call. Query values arrive as text, so they are
 * coerced; an absent one takes its default (spec §9 names the page sizes of some lists).
 */
export function pageQuerySchema(defaultPageSize: number) {
  return z.strictObject({
    page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(1_000_000)), 1),
    pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(MAX_PAGE_SIZE)), defaultPageSize),
  });
}

/** What a client passes for a paged list; left out, the server's default applies. */
export type PageQuery = {
  page?: number;
  pageSize?: number;
};

/** A paged `{records, total}` answer; `total` counts every record, not just this page's. */
export function recordListSchema<S extends z.ZodMiniType>(record: S) {
  return z.object({ records: z.array(record), total: z.number().check(z.int(), z.nonnegative()) }) satisfies z.ZodMiniType<RecordList<z.output<S>>>;
}
