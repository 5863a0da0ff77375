import { notificationParams } from './notification-params';

describe('a notification’s params', () => {
  it('writes an amount the way every page writes GEM: grouped, two decimals, truncated', () => {
    expect(notificationParams({ collectible: 'Rough Quartz', price: '2.5' })).toEqual({ collectible: 'Rough Quartz', price: '2.50' });
    expect(notificationParams({ collectible: 'Crown', price: '1234.999999999999999999' })).toEqual({ collectible: 'Crown', price: '1,234.99' });
  });

  it('leaves everything else as the server sent it, a number-like name included', () => {
    expect(notificationParams({ collectible: '1000.5' })).toEqual({ collectible: '1000.5' });
    expect(notificationParams({})).toEqual({});
  });
});
