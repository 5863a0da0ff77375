import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyPage } from './lazy-page';

const AdminPage = () => <h1>Admin</h1>;
const RefusedPage = ({ variant }: { variant: 'page' | 'merchant' }) => <h1>{variant === 'merchant' ? 'Merchant not found' : 'Page not found'}</h1>;

describe('a shell page loaded with its route', () => {
  it('loads its code once, however often it is preloaded', async () => {
    const load = jest.fn(async () => AdminPage);
    const page = lazyPage(load);
    await Promise.all([page.preload(), page.preload()]);
    await page.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders at once once preloaded (as the route loader does before the route renders)', async () => {
    const page = lazyPage(async () => AdminPage);
    await page.preload();
    render(<page.Component />);
    expect(screen.getByRole('heading', { name: 'Admin' })).toBeInTheDocument();
  });

  it('suspends until its code is there when rendered before', async () => {
    let arrive!: (component: typeof AdminPage) => void;
    const page = lazyPage(() => new Promise((resolve) => (arrive = resolve)));
    await act(async () => {
      render(
        <Suspense fallback={<p>waiting</p>}>
          <page.Component />
        </Suspense>,
      );
    });
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await act(async () => arrive(AdminPage));
    expect(await screen.findByRole('heading', { name: 'Admin' })).toBeInTheDocument();
  });

  it('loads again after a failed load', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValueOnce(AdminPage);
    const page = lazyPage(load);
    await expect(page.preload()).rejects.toThrow('chunk failed');
    await expect(page.preload()).resolves.toBeUndefined();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('hands its props to the page it loaded', async () => {
    const page = lazyPage(async () => RefusedPage);
    await page.preload();
    render(<page.Component variant="merchant" />);
    expect(screen.getByRole('heading', { name: 'Merchant not found' })).toBeInTheDocument();
  });
});
