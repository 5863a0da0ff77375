import { deviceLabelOf } from './device-label';

describe('deviceLabelOf', () => {
  it.each([
    ['Chrome on Linux', { browser: 'Chrome', system: 'Linux' }],
    ['Samsung Internet on Android', { browser: 'Samsung Internet', system: 'Android' }],
    ['Browser on iOS', { browser: null, system: 'iOS' }],
    ['Firefox', { browser: 'Firefox', system: null }],
    ['Unknown device', { browser: null, system: null }],
  ])('reads %j', (name, label) => {
    expect(deviceLabelOf(name)).toEqual(label);
  });
});
