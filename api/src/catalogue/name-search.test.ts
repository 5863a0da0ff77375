import { containsPattern } from './name-search.js';

describe('containsPattern', () => {
  it('finds the text anywhere', () => {
    expect(containsPattern('quartz')).toBe('%quartz%');
  });

  it('takes the wildcards and the escape character a person types literally', () => {
    expect(containsPattern('100%')).toBe('%100\\%%');
    expect(containsPattern('a_b')).toBe('%a\\_b%');
    expect(containsPattern('back\\slash')).toBe('%back\\\\slash%');
  });
});
