import { openTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await openTestApp();
});

afterAll(() => t.close());

const icons = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /icons/{prefix}.json', () => {
  it('answers the named icons in the Iconify format, for a week', async () => {
    const response = await icons('/icons/lucide.json?icons=bell,user');

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=604800');
    const body = response.json();
    expect(body.prefix).toBe('lucide');
    expect(Object.keys(body.icons).sort()).toEqual(['bell', 'user']);
    expect(body.icons.bell.body).toContain('<path');
  });

  it('lists unknown icon names as not found', async () => {
    const body = (await icons('/icons/lucide.json?icons=bell,no-such-icon')).json();

    expect(Object.keys(body.icons)).toEqual(['bell']);
    expect(body.not_found).toEqual(['no-such-icon']);
  });

  it('answers 404 for a set it does not serve', async () => {
    expect((await icons('/icons/mdi.json?icons=bell')).statusCode).toBe(404);
  });

  it.each([
    ['/icons/lucide.json', /^query\.icons: /],
    ['/icons/lucide.json?icons=', /^query\.icons: /],
    ['/icons/lucide.json?icons=Bell%3Cscript%3E', /^query\.icons\.0: /],
    ['/icons/lucide.svg?icons=bell', /^params\.file: /],
  ])('refuses %s with 400 naming the field', async (url, message) => {
    const response = await icons(url);

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });
});
