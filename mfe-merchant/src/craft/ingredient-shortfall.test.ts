import { shortfallOf } from './ingredient-shortfall';

const holding = (owned: number, locked: number, missing: number) => ({ setId: 'dd-rough-quartz', quantity: owned + missing, owned, locked, missing });

describe('what an ingredient lacks', () => {
  it('counts the person’s own listed copies as to withdraw, not to buy', () => {
    expect(shortfallOf(holding(1, 2, 2))).toEqual({ listed: 2, toBuy: 0 });
  });

  it('leaves to buy only what listed copies cannot cover', () => {
    expect(shortfallOf(holding(0, 1, 3))).toEqual({ listed: 1, toBuy: 2 });
  });

  it('needs nothing when enough free copies are there, however many are listed', () => {
    expect(shortfallOf(holding(4, 3, 0))).toEqual({ listed: 0, toBuy: 0 });
  });
});
