/**
 * The profile art a user may choose (spec §3 profilePicture, profileBanner). The site draws each one itself
 * (`@marketplace/contracts/ui` ProfilePicture / ProfileBanner), so the API accepts only these names: a name
 * outside the lists would have no picture to show.
 */

/** Picture names as stored: upper-cased (spec §3). DEFAULT shows the initial of the person's name. */
export const PROFILE_PICTURES = ['DEFAULT', 'AVATAR1', 'AVATAR2', 'AVATAR3', 'AVATAR4', 'AVATAR5', 'AVATAR6', 'AVATAR7', 'AVATAR8'] as const;
export type ProfilePictureName = (typeof PROFILE_PICTURES)[number];
export const DEFAULT_PROFILE_PICTURE: ProfilePictureName = 'DEFAULT';

/** Banner names as stored (spec §3: default banner0). */
export const PROFILE_BANNERS = ['banner0', 'banner1', 'banner2', 'banner3', 'banner4', 'banner5', 'banner6', 'banner7'] as const;
export type ProfileBannerName = (typeof PROFILE_BANNERS)[number];
export const DEFAULT_PROFILE_BANNER: ProfileBannerName = 'banner0';

/** The stored picture's name, or DEFAULT for one the site cannot draw (a name stored before the list existed). */
export function profilePictureName(picture: string | null | undefined): ProfilePictureName {
  const upper = (picture ?? '').toUpperCase();
  return (PROFILE_PICTURES as readonly string[]).includes(upper) ? (upper as ProfilePictureName) : DEFAULT_PROFILE_PICTURE;
}

/** The stored banner's name, or banner0 for one the site cannot draw. */
export function profileBannerName(banner: string | null | undefined): ProfileBannerName {
  return (PROFILE_BANNERS as readonly string[]).includes(banner ?? '') ? (banner as ProfileBannerName) : DEFAULT_PROFILE_BANNER;
}
