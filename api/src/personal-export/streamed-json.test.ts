import { jsonPieces, streamedList } from './streamed-json.js';

async function* pages<T>(...list: T[][]): AsyncGenerator<T[]> {
  for (const page of list) yield page;
}

async function written(part: unknown): Promise<{ text: string; pieces: number }> {
  const pieces: string[] = [];
  for await (const piece of jsonPieces(part)) pieces.push(piece);
  return { text: pieces.join(''), pieces: pieces.length };
}

describe('jsonPieces', () => {
  it('writes streamed lists record by record inside nested objects, as one valid JSON text', async () => {
    const { text, pieces } = await written({
      version: 1,
      profile: { name: 'Ann "A"', tags: ['x'] },
      lists: { filled: streamedList(pages([{ a: 1 }, { a: 2 }], [{ a: 3 }])), empty: streamedList(pages()) },
      skipped: undefined,
    });

    expect(JSON.parse(text)).toEqual({ version: 1, profile: { name: 'Ann "A"', tags: ['x'] }, lists: { filled: [{ a: 1 }, { a: 2 }, { a: 3 }], empty: [] } });
    // One piece per record at least: the list is never joined in memory before it is written.
    expect(pieces).toBeGreaterThan(3);
  });

  it('reads the next page only after the previous records were written', async () => {
    const events: string[] = [];
    async function* tracked() {
      events.push('read 1');
      yield [1];
      events.push('read 2');
      yield [2];
    }
    for await (const piece of jsonPieces({ list: streamedList(tracked()) })) events.push(`wrote ${piece.trim()}`);

    expect(events.indexOf('read 2')).toBeGreaterThan(events.findIndex((event) => event.includes('1') && event.startsWith('wrote')));
  });
});
