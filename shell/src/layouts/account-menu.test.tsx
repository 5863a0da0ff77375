import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { emptyUserState } from '@marketplace/contracts/wire';
import { LocaleContext } from '@marketplace/contracts/browser';
import en from '../../messages/en.json';
import type { ShellServices } from '../services/shell-services';
import { ShellServicesContext } from '../services/shell-services-context';
import { AccountMenu } from './account-menu';
import { ACCOUNT_MENU } from './account-menu-links';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false } });
});

const services = { session: { signOut: jest.fn() } } as unknown as ShellServices;
const user = { ...emptyUserState(), id: 'u1', email: 'demo@example.com', displayName: 'Demo' };

function WhereAmI() {
  return <output>{useLocation().pathname}</output>;
}

function renderAt(path: string) {
  const element = (
    <ShellServicesContext.Provider value={services}>
      <LocaleContext.Provider value="en">
        <AccountMenu user={user} />
        <WhereAmI />
        <p>Elsewhere on the page</p>
        <button type="button">After the menu</button>
      </LocaleContext.Provider>
    </ShellServicesContext.Provider>
  );
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

/** The English text of a shell message key (`header.wallet`). */
const lookUp = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en) as string;

const menuButton = () => screen.getByRole('button', { name: /Account menu/ });

describe('the account menu', () => {
  it('closes as one of its links is followed, and Back does not open it again', async () => {
    const router = renderAt('/store');
    await userEvent.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(screen.getByRole('link', { name: en.header.collection }));
    expect(screen.getByRole('status')).toHaveTextContent('/user-portal/collection');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');

    await act(() => router.navigate(-1));
    expect(screen.getByRole('status')).toHaveTextContent('/store');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: en.header.collection })).not.toBeInTheDocument();
  });

  it('closes when the link chosen is the page you are on', async () => {
    renderAt('/user-portal/dashboard');
    await userEvent.click(menuButton());
    await userEvent.click(screen.getByRole('link', { name: en.header.dashboard }));
    expect(screen.getByRole('status')).toHaveTextContent('/user-portal/dashboard');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when the page changes under it (Back with the menu open)', async () => {
    const router = renderAt('/store');
    await act(() => router.navigate('/market'));
    await userEvent.click(menuButton());
    await act(() => router.navigate(-1));
    expect(screen.getByRole('status')).toHaveTextContent('/store');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Esc with the focus back on its button, and on a click elsewhere', async () => {
    renderAt('/store');
    await userEvent.click(menuButton());
    screen.getByRole('link', { name: en.header.offers }).focus();
    await userEvent.keyboard('{Escape}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();

    await userEvent.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByText('Elsewhere on the page'));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows every page of the account in named groups, the page you are on marked current', async () => {
    renderAt('/user-portal/offers');
    await userEvent.click(menuButton());

    const menu = screen.getByRole('navigation', { name: en.header.accountMenu });
    for (const group of ACCOUNT_MENU) {
      const where = group.label ? within(screen.getByRole('list', { name: lookUp(group.label) })) : within(menu);
      for (const link of group.links) expect(where.getByRole('link', { name: lookUp(link.label) })).toHaveAttribute('href', link.to);
    }
    expect(screen.getByRole('link', { name: en.header.offers })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: en.header.dashboard })).not.toHaveAttribute('aria-current');
    expect(within(menu).getByText(user.email)).toBeVisible();
  });

  it('is walked with the keyboard: ArrowDown opens it on its first item, the arrows wrap, End is signing out', async () => {
    renderAt('/store');
    menuButton().focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByRole('link', { name: en.header.dashboard })).toHaveFocus());

    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: en.header.wallet })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('button', { name: en.session.signOut })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: en.header.dashboard })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('button', { name: en.session.signOut })).toHaveFocus();
  });

  it('closes when the focus tabs out of it, so it never stays open over the page behind the focus', async () => {
    renderAt('/store');
    await userEvent.click(menuButton());
    screen.getByRole('button', { name: en.session.signOut }).focus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'After the menu' })).toHaveFocus();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });
});
