import { matchPath } from 'react-router';
import { ROUTE_TABLE } from './route-table';
import { ACCOUNT_MENU } from '../layouts/account-menu-links';

const menuPaths = ACCOUNT_MENU.flatMap((group) => group.links.map((link) => link.to));
const pages = ROUTE_TABLE.filter((entry) => entry.view.kind !== 'redirect');
const isPage = (path: string) => pages.some((entry) => matchPath({ path: `/${entry.path}`, end: true }, path));

describe('the account menu and the route table', () => {
  it('links only to pages of the route table (never a redirect, never a dead end)', () => {
    expect(menuPaths.filter((path) => !isPage(path))).toEqual([]);
  });

  it('links to every page of the user portal that needs no id (a page with one is reached from its list)', () => {
    const portalPages = pages.filter((entry) => entry.path.startsWith('user-portal/') && !entry.path.includes(':')).map((entry) => `/${entry.path}`);
    expect(portalPages.filter((path) => !menuPaths.includes(path))).toEqual([]);
  });

  it('names each page once', () => {
    expect(new Set(menuPaths).size).toBe(menuPaths.length);
  });
});
