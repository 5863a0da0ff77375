import { profileBannerName } from '../../wire/entities/profile-art';
import styles from './profile-banner.module.css';

export interface ProfileBannerProps {
  /** The stored banner name (spec §3 profileBanner: banner0 … banner7); an unknown name draws banner0. */
  banner: string;
  /** Extra class of the caller's layout (its height, its corners). */
  className?: string;
}

/**
 * A profile's wide banner, drawn in CSS from the design tokens (no image is fetched). Decoration only: it fills
 * its box (16:5 by default, at least 6rem high) and says nothing to screen readers.
 */
export function ProfileBanner({ banner, className }: ProfileBannerProps) {
  return <div aria-hidden="true" className={className ? `${styles.banner} ${className}` : styles.banner} data-banner={profileBannerName(banner)} />;
}
