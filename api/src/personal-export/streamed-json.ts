/** A list written into the document as it is read, page by page. */
export interface StreamedList<T> {
  readonly streamed: AsyncIterable<T[]>;
}

/** A document part: a plain JSON value, a list streamed in pages, or an object of parts. */
export type DocumentPart = unknown | StreamedList<unknown> | { [key: string]: DocumentPart };

export function streamedList<T>(pages: AsyncIterable<T[]>): StreamedList<T> {
  return { streamed: pages };
}

function isStreamedList(part: unknown): part is StreamedList<unknown> {
  return typeof part === 'object' && part !== null && 'streamed' in part && Symbol.asyncIterator in Object(part.streamed);
}

function isPlainObject(part: unknown): part is Record<string, DocumentPart> {
  return typeof part === 'object' && part !== null && !Array.isArray(part) && Object.getPrototypeOf(part) === Object.prototype;
}

/**
 * Writes a JSON document piece by piece: plain values whole, streamed lists one record at a time as
 * their pages arrive, so the server holds one page, never the whole document. Objects that contain
 * a streamed list are opened and walked; the others are written whole. The pieces, joined, are one
 * valid JSON text (2-space indented lists of one record per line, readable and diffable).
 */
export async function* jsonPieces(part: DocumentPart, indent = ''): AsyncGenerator<string> {
  if (isStreamedList(part)) {
    let first = true;
    for await (const page of part.streamed) {
      for (const record of page) {
        yield `${first ? '[\n' : ',\n'}${indent}  ${JSON.stringify(record)}`;
        first = false;
      }
    }
    yield first ? '[]' : `\n${indent}]`;
    return;
  }
  if (isPlainObject(part) && Object.values(part).some((value) => isStreamedList(value) || isPlainObject(value))) {
    const entries = Object.entries(part).filter(([, value]) => value !== undefined);
    yield '{';
    for (const [index, [key, value]] of entries.entries()) {
      yield `${index === 0 ? '\n' : ',\n'}${indent}  ${JSON.stringify(key)}: `;
      yield* jsonPieces(value, `${indent}  `);
    }
    yield entries.length === 0 ? '}' : `\n${indent}}`;
    return;
  }
  yield JSON.stringify(part) ?? 'null';
}
