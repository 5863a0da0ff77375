import type { PagedAnswer } from '@marketplace/contracts/wire';

export interface PageWindow {
  /** From 1. */
  page: number;
  pageSize: number;
}

/** Rows to skip for the page; a page past the last one simply finds no rows. */
export function offsetOf({ page, pageSize }: PageWindow): number {
  return (page - 1) * pageSize;
}

export function pagedAnswer<T>(records: T[], total: number, { page, pageSize }: PageWindow): PagedAnswer<T> {
  return { total, records, page, totalPages: Math.ceil(total / pageSize) };
}
