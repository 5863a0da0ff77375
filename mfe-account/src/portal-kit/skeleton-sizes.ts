import type { CSSProperties } from 'react';

/** The sizes a section gives the skeleton bars inside it, each optional (the kit's own sizes otherwise). */
export interface SkeletonSizes {
  /** Every bar's height. */
  barHeight?: string;
  /** A `bar`'s width. */
  barWidth?: string;
  /** A `barShort`'s width. */
  shortBarWidth?: string;
}

/** The custom properties portal-skeleton.module.css reads, by the size each carries. */
const PROPERTIES = {
  barHeight: '--skeleton-bar-height',
  barWidth: '--skeleton-bar-width',
  shortBarWidth: '--skeleton-bar-short-width',
} as const satisfies Record<keyof SkeletonSizes, `--${string}`>;

/**
 * The inline style of a section's skeleton (its row, its stack) that sizes the kit's bars inside it. Inline, not
 * in the section's CSS module: the build renames a custom property declared in a CSS module for that module
 * alone, so one set there never reached the kit's bars (they kept the kit's sizes).
 */
export function skeletonSizes(sizes: SkeletonSizes): CSSProperties {
  const style: Record<string, string> = {};
  for (const [size, property] of Object.entries(PROPERTIES) as [keyof SkeletonSizes, string][]) {
    const value = sizes[size];
    if (value !== undefined) style[property] = value;
  }
  return style as CSSProperties;
}
