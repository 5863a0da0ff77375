import type { ReactNode } from 'react';
import type { ProfilePictureName } from '../../wire/entities/profile-art';

/**
 * What each chosen picture draws on the 64 × 64 canvas of ProfilePicture: a backdrop token and a mark.
 * Flat shapes filled from design tokens (style, since SVG presentation attributes do not read `var()`),
 * no gradients: the same picture appears many times on one page and gradient ids would collide.
 */
export interface PictureArt {
  backdrop: string;
  mark: ReactNode;
}

const ink = (token: string, opacity = 1) => ({ fill: `var(${token})`, opacity });

export const PROFILE_PICTURE_ART: Record<Exclude<ProfilePictureName, 'DEFAULT'>, PictureArt> = {
  // A cut gem: the marketplace's own mark.
  AVATAR1: {
    backdrop: '--rarity-rare',
    mark: (
      <>
        <polygon points="20,22 44,22 52,30 32,52 12,30" style={ink('--color-surface')} />
        <polygon points="20,22 26,30 12,30" style={ink('--rarity-rare', 0.35)} />
        <polygon points="44,22 38,30 52,30" style={ink('--rarity-rare', 0.55)} />
        <polygon points="26,30 38,30 32,52" style={ink('--rarity-rare', 0.25)} />
      </>
    ),
  },
  // A crown.
  AVATAR2: {
    backdrop: '--rarity-legendary',
    mark: (
      <>
        <polygon points="14,42 12,20 23,30 32,16 41,30 52,20 50,42" style={ink('--color-surface')} />
        <rect x="14" y="44" width="36" height="5" rx="1.5" style={ink('--color-surface')} />
        <circle cx="32" cy="33" r="3.5" style={ink('--rarity-legendary', 0.6)} />
      </>
    ),
  },
  // A shield with a chevron.
  AVATAR3: {
    backdrop: '--rarity-uncommon',
    mark: (
      <>
        <path d="M32 12 L49 18 V32 C49 42 42 49 32 53 C22 49 15 42 15 32 V18 Z" style={ink('--color-surface')} />
        <path d="M22 30 L32 38 L42 30 V35 L32 43 L22 35 Z" style={ink('--rarity-uncommon', 0.7)} />
      </>
    ),
  },
  // A five-pointed star.
  AVATAR4: {
    backdrop: '--rarity-epic',
    mark: <polygon points="32,12 37.6,25.2 51.9,26.4 41,35.8 44.3,49.8 32,42.4 19.7,49.8 23,35.8 12.1,26.4 26.4,25.2" style={ink('--color-surface')} />,
  },
  // A crescent moon and a small star.
  AVATAR5: {
    backdrop: '--color-brand-strong',
    mark: (
      <>
        <path d="M36 14 A18 18 0 1 0 50 42 A14 14 0 1 1 36 14 Z" style={ink('--color-surface')} />
        <polygon points="44,16 45.5,20 49.5,20.5 46.5,23 47.5,27 44,24.8 40.5,27 41.5,23 38.5,20.5 42.5,20" style={ink('--color-surface', 0.85)} />
      </>
    ),
  },
  // A flame.
  AVATAR6: {
    backdrop: '--rarity-exotic',
    mark: (
      <>
        <path d="M32 10 C36 20 46 24 46 37 A14 14 0 0 1 18 37 C18 29 23 25 25 19 C28 24 29 27 30 29 C32 23 33 17 32 10 Z" style={ink('--color-surface')} />
        <path d="M32 30 C34 35 39 37 39 42 A7 7 0 0 1 25 42 C25 38 29 36 32 30 Z" style={ink('--rarity-exotic', 0.55)} />
      </>
    ),
  },
  // Mountains under a sun.
  AVATAR7: {
    backdrop: '--rarity-mythic',
    mark: (
      <>
        <circle cx="44" cy="20" r="6" style={ink('--color-surface', 0.85)} />
        <polygon points="8,50 24,24 34,38 40,30 56,50" style={ink('--color-surface')} />
        <polygon points="24,24 28.5,31 19.7,31" style={ink('--rarity-mythic', 0.35)} />
      </>
    ),
  },
  // Three stacked waves.
  AVATAR8: {
    backdrop: '--rarity-unique',
    mark: (
      <>
        {[22, 32, 42].map((y, index) => (
          <path
            key={y}
            d={`M12 ${y} Q22 ${y - 7} 32 ${y} T52 ${y}`}
            style={{ fill: 'none', stroke: 'var(--color-surface)', strokeWidth: 4, strokeLinecap: 'round', opacity: 1 - index * 0.2 }}
          />
        ))}
      </>
    ),
  },
};
