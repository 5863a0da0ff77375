import { useContext } from 'react';
import { resolveCollectibleImageUrl } from '@marketplace/contracts/wire';
import { RuntimeConfigContext } from '@marketplace/contracts/browser';
import styles from './game-art.module.css';

/** The drawn size of a game's key art (2:1): its box is reserved before the picture arrives. */
const ART_WIDTH = 1200;
const ART_HEIGHT = 600;

/**
 * A game's key art, as wide as its card. Decorative: the game's name is the heading beside it. A game
 * without art keeps the same box, so every card of the row lines up.
 */
export function GameArt({ artUrl }: { artUrl: string | null }) {
  const config = useContext(RuntimeConfigContext);
  const src = artUrl && (config ? resolveCollectibleImageUrl(artUrl, config.api.main) : artUrl);
  return (
    <span className={styles.frame}>
      {src && <img className={styles.art} src={src} alt="" width={ART_WIDTH} height={ART_HEIGHT} loading="lazy" decoding="async" />}
    </span>
  );
}
