import { marketplaceBus } from '../bus/bus-events';
import { CONSENT_COOKIE, type ConsentCookieJar, parseConsent, readConsent, saveConsent } from './consent-choice';

function memoryJar(): ConsentCookieJar & { values: Map<string, string>; set: jest.Mock } {
  const values = new Map<string, string>();
  return {
    values,
    get: (name) => values.get(name),
    set: jest.fn((name: string, value: string) => values.set(name, value)),
    remove: (name) => void values.delete(name),
  };
}

const ID = '0b6f3a57-6c1d-4b8e-9a52-3e8f2b1c7d40';

describe('the consent choice', () => {
  it('reads as undecided without a cookie or with one it did not write', () => {
    const jar = memoryJar();
    expect(readConsent(jar)).toBeNull();
    for (const value of ['yes', '{}', '{"analytics":"true"}', 'null']) expect(parseConsent(value)).toBeNull();
  });

  it('keeps the choice 365 days under one name and tells the page at once', () => {
    const jar = memoryJar();
    const heard = jest.fn();
    const stop = marketplaceBus.on('consent:changed', heard);

    const before = Date.now();
    const choice = saveConsent(jar, { analytics: true }, () => ID);

    expect(choice).toEqual({ analytics: true, visitorId: ID });
    expect(jar.set).toHaveBeenCalledWith(CONSENT_COOKIE.name, expect.any(String), expect.objectContaining({ path: '/', sameSite: 'lax' }));
    const { expires } = jar.set.mock.calls[0]![2] as { expires: Date };
    expect(expires.getTime() - before).toBeGreaterThanOrEqual(365 * 86_400_000);
    expect(expires.getTime() - before).toBeLessThan(366 * 86_400_000);
    expect(readConsent(jar)).toEqual(choice);
    expect(heard).toHaveBeenCalledWith(choice);
    stop();
  });

  it('keeps the visitor id while analytics stays allowed and drops it on withdrawal', () => {
    const jar = memoryJar();
    saveConsent(jar, { analytics: true }, () => ID);

    expect(saveConsent(jar, { analytics: true }, () => 'another').visitorId).toBe(ID);
    expect(saveConsent(jar, { analytics: false })).toEqual({ analytics: false, visitorId: null });
    expect(jar.values.get(CONSENT_COOKIE.name)).not.toContain(ID);
  });

  it('ignores a visitor id in a cookie that refused analytics, and asks again when consent has no usable id', () => {
    expect(parseConsent(JSON.stringify({ analytics: false, visitorId: ID }))).toEqual({ analytics: false, visitorId: null });
    expect(parseConsent(JSON.stringify({ analytics: true, visitorId: '<script>' }))).toBeNull();
  });
});
