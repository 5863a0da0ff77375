import { profilePictureName } from '../../wire/entities/profile-art';
import { PROFILE_PICTURE_ART } from './profile-picture-art';
import styles from './profile-picture.module.css';

export interface ProfilePictureProps {
  /** The stored picture name (spec §3 profilePicture, e.g. DEFAULT, AVATAR3); any case, unknown names draw DEFAULT. */
  picture: string;
  /** The person's display name: DEFAULT draws its initial, and it names the picture for screen readers. */
  name: string;
  /** Width and height in CSS pixels (default 48). */
  size?: number;
  /** True where the name is already said beside the picture (a header button, a profile heading). */
  decorative?: boolean;
}

/** The first character of a name as a person reads it (a surrogate pair or a CJK character stays whole). */
export function nameInitial(name: string): string {
  const [first = '?'] = Array.from(name.trim());
  return first.toLocaleUpperCase();
}

/** A person's round profile picture, drawn from the design tokens (no image is fetched). */
export function ProfilePicture({ picture, name, size = 48, decorative = false }: ProfilePictureProps) {
  const chosen = profilePictureName(picture);
  const art = chosen === 'DEFAULT' ? null : PROFILE_PICTURE_ART[chosen];
  return (
    <svg
      className={styles.picture}
      width={size}
      height={size}
      viewBox="0 0 64 64"
      data-picture={chosen}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : name}
      aria-hidden={decorative || undefined}
    >
      {!decorative && <title>{name}</title>}
      <circle cx="32" cy="32" r="32" style={{ fill: `var(${art?.backdrop ?? '--color-brand'})` }} />
      {art ? (
        art.mark
      ) : (
        <text x="32" y="32" dy="0.35em" textAnchor="middle" className={styles.initial}>
          {nameInitial(name)}
        </text>
      )}
    </svg>
  );
}
