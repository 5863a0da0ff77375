import { isPageLeaving, watchPageLeaving } from './page-leaving';

describe('page leaving', () => {
  it('is leaving once a navigation away begins, and stays until the page is shown again', () => {
    const target = new EventTarget();
    watchPageLeaving(target as unknown as Window);
    expect(isPageLeaving()).toBe(false);

    target.dispatchEvent(new Event('beforeunload'));
    expect(isPageLeaving()).toBe(true);

    target.dispatchEvent(new Event('pageshow'));
    expect(isPageLeaving()).toBe(false);
  });
});
