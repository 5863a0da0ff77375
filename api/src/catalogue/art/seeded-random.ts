import { createHash } from 'node:crypto';

/** A deterministic stream of numbers in [0, 1): the same seed always draws the same art. */
export interface SeededRandom {
  next(): number;
  between(min: number, max: number): number;
  integer(min: number, maxInclusive: number): number;
  pick<T>(choices: readonly T[]): T;
  chance(probability: number): boolean;
}

/**
 * sfc32 seeded from SHA-256 of the seed text. Each part of a picture asks for its own stream
 * (`${setId}/halo`), so drawing one more star in one part never moves anything in another.
 */
export function seededRandom(seed: string): SeededRandom {
  const digest = createHash('sha256').update(seed).digest();
  let a = digest.readUInt32LE(0);
  let b = digest.readUInt32LE(4);
  let c = digest.readUInt32LE(8);
  let d = digest.readUInt32LE(12);
  const next = () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  const between = (min: number, max: number) => min + (max - min) * next();
  return {
    next,
    between,
    integer: (min, maxInclusive) => Math.floor(between(min, maxInclusive + 1)),
    pick: (choices) => choices[Math.floor(next() * choices.length)]!,
    chance: (probability) => next() < probability,
  };
}
