import { readPrerenderedPage } from './prerendered-page';

const PAYLOAD = { path: '/es', generatedAt: '2026-01-01T00:00:00.000Z', queries: { mutations: [], queries: [] } };

function pageNaming(payloadUrl: string | null): Document {
  const doc = document.implementation.createHTMLDocument();
  if (payloadUrl) doc.head.innerHTML = `<link rel="preload" href="${payloadUrl}" as="fetch" crossorigin="anonymous" data-marketplace-payload>`;
  return doc;
}

const answering = (body: unknown, status = 200) => jest.fn(async () => new Response(JSON.stringify(body), { status }));

describe('the payload of a prerendered page', () => {
  it('is read from the address the page names, for the path it was prerendered for', async () => {
    const fetchImpl = answering(PAYLOAD);
    await expect(readPrerenderedPage('/es', pageNaming('/es/_payload.json'), fetchImpl)).resolves.toEqual(PAYLOAD);
    expect(fetchImpl).toHaveBeenCalledWith('/es/_payload.json');
  });

  it('is the same page with or without a trailing slash', async () => {
    await expect(readPrerenderedPage('/es/', pageNaming('/es/_payload.json'), answering(PAYLOAD))).resolves.toEqual(PAYLOAD);
  });

  it('is none on the app page, which names no payload: the page renders in the browser', async () => {
    const fetchImpl = answering(PAYLOAD);
    await expect(readPrerenderedPage('/es/store/diamond-dreams', pageNaming(null), fetchImpl)).resolves.toBeNull();
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('is none when it was prerendered for another path, so its markup is never taken for this page', async () => {
    await expect(readPrerenderedPage('/es/index.html', pageNaming('/es/_payload.json'), answering(PAYLOAD))).resolves.toBeNull();
  });

  it('is none when it cannot be read, so the page renders in the browser instead', async () => {
    await expect(readPrerenderedPage('/es', pageNaming('/es/_payload.json'), answering({}, 404))).resolves.toBeNull();
    await expect(
      readPrerenderedPage(
        '/es',
        pageNaming('/es/_payload.json'),
        jest.fn(async () => Promise.reject(new TypeError('offline'))),
      ),
    ).resolves.toBeNull();
  });
});
