import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { ApiError, type CommunicationPreferences } from '@marketplace/contracts/wire';
import { renderLegalPage, signIn, signOut } from '../testing/render-legal-page';
import { CommunicationsCenter } from './communications-center';

const KEY = 'k'.repeat(43);

afterEach(signOut);

/** Where the router is now: the key must be gone from it. */
function CurrentAddress() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{`${pathname}${search}`}</output>;
}

const keyNotFound = () => new ApiError('POST /api/keys/…', 404, 'Key not found', { body: { status: 404, message: 'Key not found', payload: null } });

describe('the one-click unsubscribe link', () => {
  it('unsubscribes signed out, takes the key out of the address, and undoes with the same key', async () => {
    const unsubscribeCommunications = jest.fn(async () => ({ communications: false, category: null }));
    const undoUnsubscribe = jest.fn(async () => ({ communications: true, category: null }));
    await renderLegalPage(
      <>
        <CommunicationsCenter />
        <CurrentAddress />
      </>,
      { path: `/communications?unsubscribe=${KEY}`, api: { emailKeys: { unsubscribeCommunications }, communicationPreferences: { undoUnsubscribe } } },
    );

    expect(await screen.findByRole('heading', { name: 'You are unsubscribed' })).toBeInTheDocument();
    expect(unsubscribeCommunications).toHaveBeenCalledTimes(1);
    expect(unsubscribeCommunications).toHaveBeenCalledWith(KEY);
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/communications$/);
    expect(screen.getByText('Changed your mind? You can undo this within 15 minutes.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));

    expect(await screen.findByRole('heading', { name: 'You are subscribed again' })).toBeInTheDocument();
    expect(undoUnsubscribe).toHaveBeenCalledWith(KEY);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', `/loading?auth=true&redirect=${encodeURIComponent('/communications')}`);
  });

  it.each([
    ['en', 'You will no longer receive “Offers and sales” e-mails.'],
    ['ja', '「オファーとセール」のメールは今後届きません。'],
  ] as const)('says, in %s, which category the link of an offers mail turned off, and not that everything stopped', async (locale, said) => {
    await renderLegalPage(<CommunicationsCenter />, {
      locale,
      path: `${locale === 'en' ? '' : `/${locale}`}/communications?unsubscribe=${KEY}`,
      api: { emailKeys: { unsubscribeCommunications: async () => ({ communications: true, category: 'offers' }) } },
    });

    expect(await screen.findByText((text) => text.startsWith(said))).toBeInTheDocument();
    expect(screen.queryByText(/product news|製品ニュース/)).not.toBeInTheDocument();
  });

  it('says a dead link no longer works', async () => {
    await renderLegalPage(<CommunicationsCenter />, {
      path: `/communications?unsubscribe=${KEY}`,
      api: {
        emailKeys: {
          unsubscribeCommunications: async () => {
            throw keyNotFound();
          },
        },
      },
    });

    expect(await screen.findByRole('heading', { name: 'This link no longer works' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });

  it('says when the undo came too late', async () => {
    await renderLegalPage(<CommunicationsCenter />, {
      path: `/communications?unsubscribe=${KEY}`,
      api: {
        emailKeys: { unsubscribeCommunications: async () => ({ communications: false, category: null }) },
        communicationPreferences: {
          undoUnsubscribe: async () => {
            throw keyNotFound();
          },
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));

    expect(await screen.findByText('It is too late to undo with this link. Sign in to turn e-mails back on.')).toBeInTheDocument();
  });

  it('explains the page to a visitor without a link and offers to sign in', async () => {
    await renderLegalPage(<CommunicationsCenter />, { path: '/ja/communications', locale: 'ja' });

    expect(screen.getByRole('heading', { name: 'メールを選ぶにはサインインしてください' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'サインイン' })).toHaveAttribute(
      'href',
      `/ja/loading?auth=true&redirect=${encodeURIComponent('/ja/communications')}`,
    );
  });
});

describe('the e-mail preferences of a signed-in person', () => {
  const STORED: CommunicationPreferences = { communications: true, categories: { offers: true, productNews: true, marketing: true } };

  it('saves the categories chosen', async () => {
    signIn();
    const save = jest.fn(async ({ categories }: { categories: CommunicationPreferences['categories'] }) => ({ communications: true, categories }));
    await renderLegalPage(<CommunicationsCenter />, { path: '/communications', api: { communicationPreferences: { read: async () => STORED, save } } });

    fireEvent.click(await screen.findByRole('checkbox', { name: /Marketing/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));

    await waitFor(() => expect(save).toHaveBeenCalledWith({ categories: { offers: true, productNews: true, marketing: false } }));
  });

  it('keeps the choices on screen when the save fails, and says so', async () => {
    signIn();
    await renderLegalPage(<CommunicationsCenter />, {
      path: '/communications',
      api: {
        communicationPreferences: {
          read: async () => STORED,
          save: async () => {
            throw new ApiError('PUT', 0, 'offline');
          },
        },
      },
    });

    fireEvent.click(await screen.findByRole('checkbox', { name: /Offers and sales/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Your preferences were not saved.');
    expect(screen.getByRole('checkbox', { name: /Offers and sales/ })).not.toBeChecked();
  });

  it('turns the master switch off through the spec’s one switch, and shows security notices always on', async () => {
    signIn();
    const setCommunications = jest.fn(async ({ communications }: { communications: boolean }) => communications);
    await renderLegalPage(<CommunicationsCenter />, {
      path: '/communications',
      api: {
        communicationPreferences: { read: async () => STORED, save: async (body) => ({ communications: true, ...body }) },
        userSettings: { setCommunications },
      },
    });

    fireEvent.click(await screen.findByRole('switch', { name: /Marketplace e-mails/ }));
    expect(screen.getByRole('checkbox', { name: /Product news/ })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));

    await waitFor(() => expect(setCommunications).toHaveBeenCalledWith({ communications: false }));
    expect(screen.getByRole('checkbox', { name: /Security notices \(always on\)/ })).toBeChecked();
  });
});
