import { readWithProgress } from './read-with-progress';

/** A response whose body hands out these chunks one read at a time, as a network stream does. */
function streamedResponse(chunks: string[], type = 'application/json; charset=utf-8'): Response {
  const encoder = new TextEncoder();
  const queue = chunks.map((chunk) => encoder.encode(chunk));
  const reader = { read: async () => (queue.length > 0 ? { done: false, value: queue.shift() } : { done: true, value: undefined }) };
  return { body: { getReader: () => reader }, headers: new Headers({ 'Content-Type': type }) } as unknown as Response;
}

/** jsdom's Blob has no text(): read it the way a page without it would. */
function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

describe('readWithProgress', () => {
  it('reports the bytes received after every chunk and keeps the bytes as they came, typed as the answer', async () => {
    const progress: number[] = [];

    const blob = await readWithProgress(streamedResponse(['{"a":', '1,"b":"é"', '}']), (bytes) => progress.push(bytes));

    expect(progress).toEqual([5, 15, 16]);
    expect(blob.size).toBe(16);
    expect(blob.type).toBe('application/json; charset=utf-8');
    expect(await blobText(blob)).toBe('{"a":1,"b":"é"}');
  });
});
