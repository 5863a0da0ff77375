import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import en from '../../messages/en.json';
import { trackRemoteLoad } from '../remote/remote-loads';
import { NavigationProgress } from './navigation-progress';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false } });
});

/** A page with the progress bar, and a second page whose loader waits until `arrive` is called. */
function siteWithSlowPage() {
  let arrive!: () => void;
  const router = createMemoryRouter([
    {
      element: (
        <>
          <NavigationProgress />
          <Outlet />
        </>
      ),
      children: [
        { path: '/', element: <h1>Home</h1> },
        { path: '/slow', element: <h1>Slow</h1>, loader: () => new Promise<null>((resolve) => (arrive = () => resolve(null))) },
      ],
    },
  ]);
  render(<RouterProvider router={router} />);
  return { router, arrive: () => arrive() };
}

const progressBar = () => screen.queryByRole('progressbar', { name: en.nav.loadingPage });

describe('the navigation progress bar', () => {
  it('shows, labelled, while a navigation waits on its loader, and goes when the page is there', async () => {
    const { router, arrive } = siteWithSlowPage();
    expect(progressBar()).not.toBeInTheDocument();

    await act(async () => void router.navigate('/slow'));
    expect(progressBar()).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();

    await act(async () => arrive());
    expect(await screen.findByRole('heading', { name: 'Slow' })).toBeInTheDocument();
    expect(progressBar()).not.toBeInTheDocument();
  });

  it("shows while a remote page's module loads outside a navigation", async () => {
    siteWithSlowPage();
    let arrive!: () => void;
    await act(async () => void trackRemoteLoad(new Promise<void>((resolve) => (arrive = resolve))));
    expect(progressBar()).toBeInTheDocument();
    await act(async () => arrive());
    expect(progressBar()).not.toBeInTheDocument();
  });

  it('goes also when the remote module fails to load', async () => {
    siteWithSlowPage();
    let fail!: () => void;
    await act(async () => void trackRemoteLoad(new Promise<void>((_resolve, reject) => (fail = () => reject(new Error('refused'))))).catch(() => undefined));
    expect(progressBar()).toBeInTheDocument();
    await act(async () => fail());
    expect(progressBar()).not.toBeInTheDocument();
  });
});
