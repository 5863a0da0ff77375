import { NOTIFICATION_TRANSLATION_IDS, SUPPORTED_LOCALES } from '@marketplace/contracts/wire';
import { openTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await openTestApp();
});

afterAll(() => t.close());

function translationFile(path: string) {
  return t.app.inject({ method: 'GET', url: `/api/translations/file/${path}` });
}

describe('GET /api/translations/file/{name}', () => {
  it('answers the seeded notification messages of a locale to a visitor', async () => {
    const response = await translationFile('notifications?locale=de');

    expect(response.statusCode).toBe(200);
    const { status, message, payload } = response.json();
    expect({ status, message }).toEqual({ status: 200, message: 'OK' });
    expect(Object.keys(payload).sort()).toEqual(Object.values(NOTIFICATION_TRANSLATION_IDS).sort());
    expect(payload['offer.declined']).toBe('Dein Angebot für {{collectible}} wurde abgelehnt.');
  });

  it.each(SUPPORTED_LOCALES)('has the notifications file in %s', async (locale) => {
    const response = await translationFile(`notifications?locale=${locale}`);

    expect(response.statusCode).toBe(200);
  });

  it('lets the browser keep the messages for a few minutes', async () => {
    const response = await translationFile('notifications?locale=en');

    expect(response.headers['cache-control']).toBe('public, max-age=300');
  });

  it('answers 404 for a file it does not have', async () => {
    const response = await translationFile('payments?locale=en');

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 404, message: 'Translation file not found', payload: null });
  });

  it.each([
    ['notifications', /^query\.locale: /],
    ['notifications?locale=nl', /^query\.locale: /],
    ['notifications?locale=EN', /^query\.locale: /],
    ['notifications?locale=en&format=yaml', /^query: Unrecognized key/],
    ['Notifications%20File?locale=en', /^params\.name: A translation file name$/],
  ])('refuses %s with 400 naming the field', async (path, message) => {
    const response = await translationFile(path);

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });
});
