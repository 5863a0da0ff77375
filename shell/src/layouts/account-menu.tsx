import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import type { UserState } from '@marketplace/contracts/wire';
import { useLocalizedPath } from '@marketplace/contracts/browser';
import { ProfilePicture, VisuallyHidden } from '@marketplace/contracts/ui';
import { useSignOut } from '../session-ui/use-sign-out';
import { ACCOUNT_MENU, type AccountMenuGroup } from './account-menu-links';
import styles from './account-area.module.css';
import menuStyles from './account-menu.module.css';
import { usePointerOutsideCloses } from './use-pointer-outside-closes';

/** Keys that move the focus among the menu's items, as in any list of links a keyboard walks. */
const FOCUS_MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * The account menu of the header: a disclosure button and, below it, the navigation of the person's
 * account in labelled groups (`account-menu-links.ts`), then signing out. Its open state belongs to the
 * menu alone, never to the address: a link closes it (even one to the page you are on), any change of
 * page closes it, and going Back to the page it was opened on finds it closed. Esc, a click anywhere
 * else and the focus leaving it close it too; the arrow keys, Home and End walk its items.
 */
export function AccountMenu({ user }: { user: UserState }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const area = usePointerOutsideCloses(open, setOpen);
  const name = user.displayName ?? user.email ?? '?';

  // A page change that is no click of ours (Back, a link elsewhere) closes it during the render, so it never paints open.
  const [shownOn, setShownOn] = useState(pathname);
  if (shownOn !== pathname) {
    setShownOn(pathname);
    setOpen(false);
  }

  const items = () => [...(panel.current?.querySelectorAll<HTMLElement>('a, button') ?? [])];
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      button.current?.focus();
      return;
    }
    const move = FOCUS_MOVES[event.key];
    if (!move) return;
    if (event.target === button.current) {
      // From the button only ArrowDown enters the menu (opening it), as a disclosure's list is entered.
      if (event.key !== 'ArrowDown') return;
      event.preventDefault();
      setOpen(true);
      // The list shows on this render; its first item takes the focus once it is there.
      requestAnimationFrame(() => items()[0]?.focus());
      return;
    }
    const all = items();
    const index = all.indexOf(event.target as HTMLElement);
    if (index === -1) return;
    event.preventDefault();
    all[move(index, all.length)]?.focus();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the menu's container only hears keys bubbling up from its button and items; it is no control of its own.
    <div
      ref={area}
      className={styles.menu}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        // Tabbing past the last item (or back before the button) leaves the menu: it closes behind the focus.
        if (open && event.relatedTarget instanceof Node && !area.current?.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button ref={button} type="button" className={styles.menuButton} aria-expanded={open} aria-controls={menuId} onClick={() => setOpen(!open)}>
        <ProfilePicture picture={user.profilePicture} name={name} size={32} decorative />
        <VisuallyHidden>{t('header.accountMenu')}: </VisuallyHidden>
        <span className={styles.name}>{name}</span>
      </button>
      <nav ref={panel} id={menuId} aria-label={t('header.accountMenu')} className={menuStyles.panel} hidden={!open}>
        <p className={menuStyles.identity}>
          <span className={menuStyles.identityName}>{name}</span>
          {user.email && user.email !== name && <span className={menuStyles.identityEmail}>{user.email}</span>}
        </p>
        {ACCOUNT_MENU.map((group) => (
          <MenuGroup key={group.id} group={group} onFollow={() => setOpen(false)} />
        ))}
        <div className={menuStyles.group}>
          <button type="button" className={menuStyles.item} onClick={signOut}>
            {t('session.signOut')}
          </button>
        </div>
      </nav>
    </div>
  );
}

/** A group of links under its label (the list is named by it, so a screen reader says which list it is in); the page you are on is marked current. */
function MenuGroup({ group, onFollow }: { group: AccountMenuGroup; onFollow: () => void }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const labelId = useId();
  return (
    <div className={menuStyles.group}>
      {group.label && (
        <p className={menuStyles.groupLabel} id={labelId}>
          {t(group.label)}
        </p>
      )}
      <ul className={menuStyles.list} aria-labelledby={group.label ? labelId : undefined}>
        {group.links.map(({ to, label }) => (
          <li key={to}>
            <NavLink className={menuStyles.item} to={localized(to)} end onClick={onFollow}>
              {t(label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
