import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { type MarketViewControl, useMarketView } from './use-market-view';

/** What the page under test sees, written on each render. */
const seen: { control: MarketViewControl | null; location: string } = { control: null, location: '' };

function Probe() {
  seen.control = useMarketView();
  seen.location = useLocation().search;
  return null;
}

/** A data router whose navigations wait until the test lets them finish, as the shell's guards make them wait. */
function renderView(initial: string) {
  let release: () => void = () => {};
  const router = createMemoryRouter(
    [
      {
        path: '/market/:merchant',
        element: <Probe />,
        loader: () => new Promise<null>((resolve) => (release = () => resolve(null))),
        shouldRevalidate: () => true,
      },
    ],
    { initialEntries: [`/market/diamond-dreams${initial}`], hydrationData: { loaderData: { 0: null } } },
  );
  const wrapper = ({ children }: { children: ReactNode }) => (
    <>
      <RouterProvider router={router} />
      {children}
    </>
  );
  renderHook(() => null, { wrapper });
  return { control: () => seen.control!, location: () => seen.location, release: () => act(() => release()), router };
}

describe('useMarketView', () => {
  it('shows the view asked for at once, while the address is still on its way', async () => {
    const view = renderView('?rarity=rare');

    act(() => view.control().show({ ...view.control().view, rarities: ['rare', 'epic'], page: 1 }));

    expect(view.location()).toBe('?rarity=rare');
    expect(view.control().view.rarities).toEqual(['rare', 'epic']);
    await view.release();
    expect(view.location()).toBe('?rarity=rare%2Cepic');
    expect(view.control().view.rarities).toEqual(['rare', 'epic']);
  });

  it('shows the address again after Back, not what was asked from it before', async () => {
    const view = renderView('?rarity=rare');
    act(() => view.control().show({ ...view.control().view, rarities: ['epic'] }));
    await view.release();

    act(() => void view.router.navigate(-1));
    await view.release();

    expect(view.location()).toBe('?rarity=rare');
    expect(view.control().view.rarities).toEqual(['rare']);
  });
});
