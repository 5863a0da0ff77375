/** Rows read per database query while an export streams: enough to keep the queries few, small enough to keep memory flat. */
export const EXPORT_PAGE_SIZE = 200;

/**
 * Reads a list one page at a time (pages from 1) until a page comes back short, so a long history is
 * never held whole in memory: each page is handed on before the next is read.
 */
export async function* pagesOf<T>(readPage: (page: number, pageSize: number) => Promise<T[]>, pageSize = EXPORT_PAGE_SIZE): AsyncGenerator<T[]> {
  for (let page = 1; ; page++) {
    const records = await readPage(page, pageSize);
    if (records.length > 0) yield records;
    if (records.length < pageSize) return;
  }
}
