import sharp from 'sharp';
import { openTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await openTestApp();
});

afterAll(() => t.close());

const getImage = (path: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/api/collectible-images/${path}`, headers });

/** A WebP's format and size, as a decoder reads them. */
async function imageShape(body: Buffer): Promise<{ format: string | undefined; width: number | undefined; height: number | undefined }> {
  const { format, width, height } = await sharp(body).metadata();
  return { format, width, height };
}

describe('GET /api/collectible-images/{setId}.svg', () => {
  it('draws the picture of a seeded set, named by its title, that cannot run anything when opened alone', async () => {
    const response = await getImage('er-storm-bow.svg');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(response.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*><title>Storm Bow<\/title>.*<\/svg>$/s);
    expect(response.body).not.toMatch(/<script|<foreignObject|href="(?!#)/i);
  });

  it('draws the picture of a recipe result that no collectible has yet', async () => {
    const response = await getImage('dd-royal-parure.svg');

    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Royal Parure</title>');
  });

  it('draws each set its own picture', async () => {
    const [bow, dagger] = await Promise.all([getImage('er-storm-bow.svg'), getImage('er-ember-dagger.svg')]);

    expect(bow.body).not.toBe(dagger.body);
    expect(bow.headers.etag).not.toBe(dagger.headers.etag);
  });
});

describe('GET /api/collectible-images/{setId}.webp?w=', () => {
  it.each([160, 320, 640])('renders the picture %i px square as WebP', async (width) => {
    const response = await getImage(`dd-heart-of-the-deep.webp?w=${width}`);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    await expect(imageShape(response.rawPayload)).resolves.toEqual({ format: 'webp', width, height: width });
  });

  it('answers the same bytes to the next request for a width', async () => {
    const first = await getImage('aa-opal-tiara.webp?w=160');
    const second = await getImage('aa-opal-tiara.webp?w=160');

    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it.each(['', '?w=100', '?w=641', '?w=320.5', '?w=0160', '?w=abc', '?w=1e9', '?w=160&w=320'])(
    'refuses any width but 160, 320 and 640 (%s) with 400',
    async (query) => {
      const response = await getImage(`er-storm-bow.webp${query}`);

      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^query\.w: /);
    },
  );
});

describe('collectible image names and caching', () => {
  it('answers 404 for a set that does not exist, in either format', async () => {
    for (const path of ['nothing-here.svg', 'nothing-here.webp?w=320']) {
      const response = await getImage(path);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Image not found');
    }
  });

  it.each(['er-storm-bow.gif', 'er-storm-bow.png?w=160', 'er-storm-bow', 'Er-Storm-Bow.svg', 'er-storm-bow.svg.webp', '..%2Fsecrets.svg'])(
    'answers 400 for %s, which is no picture of a set',
    async (name) => {
      expect((await getImage(name)).statusCode).toBe(400);
    },
  );

  it('lets browsers keep a picture a day and then ask again with its tag, answered 304 while it is unchanged', async () => {
    for (const path of ['er-storm-bow.svg', 'er-storm-bow.webp?w=320']) {
      const response = await getImage(path);
      expect(response.headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
      expect(response.headers.etag).toMatch(/^"[\w-]+"$/);

      const revalidated = await getImage(path, { 'if-none-match': String(response.headers.etag) });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.body).toBe('');
    }
  });

  it('tags each width of a picture apart, so a cached 160 px picture never stands in for the 640 px one', async () => {
    const small = await getImage('er-storm-bow.webp?w=160');
    const large = await getImage('er-storm-bow.webp?w=640', { 'if-none-match': String(small.headers.etag) });

    expect(large.statusCode).toBe(200);
    expect(large.headers.etag).not.toBe(small.headers.etag);
  });
});
