import { seededRandom } from './seeded-random.js';

const draws = (seed: string, count = 20) => {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => random.next());
};

describe('seededRandom', () => {
  it('draws the same numbers from the same seed', () => {
    expect(draws('er-storm-bow/halo')).toEqual(draws('er-storm-bow/halo'));
  });

  it('draws other numbers from another seed', () => {
    expect(draws('er-storm-bow/halo')).not.toEqual(draws('er-storm-bow/rays'));
  });

  it('draws in [0, 1) and keeps integers and picks within their bounds', () => {
    const random = seededRandom('bounds');
    for (let index = 0; index < 2000; index += 1) {
      const value = random.next();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
      const integer = random.integer(4, 6);
      expect([4, 5, 6]).toContain(integer);
      expect(['a', 'b']).toContain(random.pick(['a', 'b']));
    }
  });
});
