import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { UserState } from '@marketplace/contracts/wire';
import { useLocalizedPath } from '@marketplace/contracts/browser';
import { ProfilePicture, VisuallyHidden } from '@marketplace/contracts/ui';
import { useSignOut } from '../session-ui/use-sign-out';
import styles from './account-area.module.css';

const MENU_LINKS = [
  { to: '/user-portal/dashboard', label: 'header.dashboard' },
  { to: '/user-portal/collection', label: 'header.collection' },
  { to: '/user-portal/offers', label: 'header.offers' },
  { to: '/user-portal/activity', label: 'header.activity' },
  { to: '/user-portal/account', label: 'header.settings' },
] as const;

/**
 * The account menu of the header. Its open state belongs to the menu alone, never to the address: a
 * link closes it (even one to the page you are on), any change of page closes it, and going Back to
 * the page it was opened on finds it closed. Esc and a click anywhere else close it too.
 */
export function AccountMenu({ user }: { user: UserState }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const signOut = useSignOut();
  const menuId = useId();
  const area = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);

  // A page change that is no click of ours (Back, a link elsewhere) closes it during the render, so it never paints open.
  const [shownOn, setShownOn] = useState(pathname);
  if (shownOn !== pathname) {
    setShownOn(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return undefined;
    const closeOutside = (event: PointerEvent) => {
      if (!area.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the menu's container only hears Escape bubbling up from its button and links; it is no control of its own.
    <div
      ref={area}
      className={styles.menu}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <button ref={button} type="button" className={styles.menuButton} aria-expanded={open} aria-controls={menuId} onClick={() => setOpen(!open)}>
        <ProfilePicture picture={user.profilePicture} name={user.displayName ?? user.email ?? '?'} size={32} decorative />
        <VisuallyHidden>{t('header.accountMenu')}: </VisuallyHidden>
        <span className={styles.name}>{user.displayName ?? user.email}</span>
      </button>
      <ul id={menuId} className={styles.menuList} hidden={!open}>
        {MENU_LINKS.map(({ to, label }) => (
          <li key={to}>
            <Link className={styles.menuItem} to={localized(to)} onClick={() => setOpen(false)}>
              {t(label)}
            </Link>
          </li>
        ))}
        <li>
          <button type="button" className={styles.menuItem} onClick={signOut}>
            {t('session.signOut')}
          </button>
        </li>
      </ul>
    </div>
  );
}
