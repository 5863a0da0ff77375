import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import type { MarketplaceApi, SiteSearchRequest } from '@marketplace/contracts/http';
import { MarketplaceApiContext, RuntimeConfigContext } from '@marketplace/contracts/browser';
import type { RuntimeConfig, SearchAnswer } from '@marketplace/contracts/wire';
import { renderTranslated } from '../../../tooling/testing/render-translated';
import { SearchCombobox } from './search-combobox';

const TEST_CONFIG = { api: { main: 'https://api.market.test' } } as RuntimeConfig;

const RUBY_ANSWER: SearchAnswer = {
  merchants: { records: [], total: 0 },
  items: {
    records: [
      {
        merchantId: 'diamond-dreams',
        merchantName: 'Diamond Dreams',
        setId: 'dd-ruby-heart',
        name: 'Ruby Heart',
        rarity: 'epic',
        imageUrl: '/api/collectible-images/dd-ruby-heart.svg',
      },
      {
        merchantId: 'diamond-dreams',
        merchantName: 'Diamond Dreams',
        setId: 'dd-ruby-tiara',
        name: 'Imperial Ruby Tiara',
        rarity: 'legendary',
        imageUrl: '/api/collectible-images/dd-ruby-tiara.svg',
      },
    ],
    total: 2,
  },
  sets: { records: [], total: 0 },
  people: { records: [{ id: '5b0c9a57-3f43-8d1e-9f5a-2c4b6d8e0f11', name: 'Ruby Rhodes', username: 'rubyr', profilePicture: 'DEFAULT' }], total: 1 },
};

const NOTHING: SearchAnswer = {
  merchants: { records: [], total: 0 },
  items: { records: [], total: 0 },
  sets: { records: [], total: 0 },
  people: { records: [], total: 0 },
};

type Find = (request: SiteSearchRequest, options: { signal?: AbortSignal }) => Promise<SearchAnswer>;

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{`${pathname}${search}`}</p>;
}

async function renderCombobox(find: Find = async () => RUBY_ANSWER, { onSubmit = jest.fn() } = {}) {
  const spy = jest.fn(find);
  const api = { search: { find: spy } } as unknown as MarketplaceApi;
  await renderTranslated(
    <RuntimeConfigContext.Provider value={TEST_CONFIG}>
      <MarketplaceApiContext.Provider value={api}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          <label htmlFor="site-search">Search the marketplace</label>
          <SearchCombobox inputId="site-search" initialValue="" autoFocus={false} />
        </form>
        <LocationProbe />
      </MarketplaceApiContext.Provider>
    </RuntimeConfigContext.Provider>,
  );
  return { find: spy, field: screen.getByRole('combobox', { name: 'Search the marketplace' }) };
}

const activeOptionOf = (field: HTMLElement) => {
  const id = field.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};

// Typing with user-event waits on each key, and the suggestions wait 200 ms on top: more than the default 5 s on a busy machine.
jest.setTimeout(30_000);

describe('the header search combobox', () => {
  it('suggests what matches, grouped under labels, with the item art, once the typing pauses', async () => {
    const user = userEvent.setup();
    const { find, field } = await renderCombobox();

    await user.type(field, 'ruby');

    const listbox = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(field).toHaveAttribute('aria-controls', listbox.id);
    const items = within(listbox).getByRole('group', { name: 'Items' });
    expect(
      within(items)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Ruby HeartEpic · Diamond Dreams', 'Imperial Ruby TiaraLegendary · Diamond Dreams']);
    expect(within(items).getAllByRole('option')[0]?.querySelector('img')).toHaveAttribute(
      'src',
      'https://api.market.test/api/collectible-images/dd-ruby-heart.svg',
    );
    expect(within(listbox).getByRole('group', { name: 'People' })).toHaveTextContent('@rubyr');
    expect(within(listbox).getByRole('option', { name: 'See all results for “ruby”' })).toBeInTheDocument();
    // One read for the text the typing paused on, not one a key.
    expect(find.mock.calls.map(([request]) => request.q)).toEqual(['ruby']);
    expect(screen.getByRole('status')).toHaveTextContent('3 suggestions');
  });

  it('cancels the read of a text that a newer one replaced', async () => {
    const user = userEvent.setup();
    const signals: AbortSignal[] = [];
    const { find, field } = await renderCombobox((request, { signal }) => {
      if (signal) signals.push(signal);
      return request.q === 'ru' ? new Promise<never>(() => undefined) : Promise.resolve(RUBY_ANSWER);
    });

    await user.type(field, 'ru');
    await waitFor(() => expect(find).toHaveBeenCalledTimes(1));
    await user.type(field, 'by');

    await screen.findByRole('option', { name: /Ruby Heart/ });
    expect(find.mock.calls.map(([request]) => request.q)).toEqual(['ru', 'ruby']);
    expect(signals[0]?.aborted).toBe(true);
  });

  it('moves through the options with the arrows, Home and End, the focus staying in the field, and Enter opens the active one', async () => {
    const user = userEvent.setup();
    const { field } = await renderCombobox();
    await user.type(field, 'ruby');
    await screen.findByRole('listbox');

    await user.keyboard('{ArrowDown}');
    expect(activeOptionOf(field)).toHaveTextContent('Ruby Heart');
    expect(activeOptionOf(field)).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeOptionOf(field)).toHaveTextContent('Ruby Rhodes');
    await user.keyboard('{ArrowUp}');
    expect(activeOptionOf(field)).toHaveTextContent('Imperial Ruby Tiara');
    await user.keyboard('{End}');
    expect(activeOptionOf(field)).toHaveTextContent('See all results for “ruby”');
    await user.keyboard('{ArrowDown}');
    expect(activeOptionOf(field)).toHaveTextContent('Ruby Heart');
    await user.keyboard('{Home}{ArrowDown}');
    expect(field).toHaveFocus();

    await user.keyboard('{Enter}');

    expect(screen.getByTestId('location')).toHaveTextContent('/market/diamond-dreams/stack/dd-ruby-tiara');
    expect(field).toHaveAttribute('aria-expanded', 'false');
  });

  it('submits the form on Enter with no option active, so the results page answers', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    const { field } = await renderCombobox(async () => RUBY_ANSWER, { onSubmit });
    await user.type(field, 'ruby');
    await screen.findByRole('listbox');

    await user.keyboard('{Enter}');

    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('closes on Escape, keeping the text, and clears the text on a second Escape', async () => {
    const user = userEvent.setup();
    const { field } = await renderCombobox();
    await user.type(field, 'ruby');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}');

    await user.keyboard('{Escape}');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(field).not.toHaveAttribute('aria-activedescendant');
    expect(field).toHaveValue('ruby');

    await user.keyboard('{Escape}');
    expect(field).toHaveValue('');
  });

  it('chooses an option with the pointer', async () => {
    const user = userEvent.setup();
    const { field } = await renderCombobox();
    await user.type(field, 'ruby');

    await user.click(await screen.findByRole('option', { name: /Ruby Rhodes/ }));

    expect(screen.getByTestId('location')).toHaveTextContent('/user/5b0c9a57-3f43-8d1e-9f5a-2c4b6d8e0f11');
  });

  it('says when nothing matches, and when the suggestions could not be read', async () => {
    const user = userEvent.setup();
    const { field } = await renderCombobox(async (request) => {
      if (request.q === 'zz') return NOTHING;
      throw new Error('offline');
    });

    await user.type(field, 'zz');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Nothing found for “zz”'));
    expect(field).toHaveAttribute('aria-expanded', 'false');

    await user.clear(field);
    await user.type(field, 'qq');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Suggestions could not be loaded'));
  });

  it('asks nothing for a single character', async () => {
    const user = userEvent.setup();
    const { find, field } = await renderCombobox();

    await user.type(field, 'r');
    await new Promise((resolve) => setTimeout(resolve, 300));

    expect(find).not.toHaveBeenCalled();
    expect(field).toHaveAttribute('aria-expanded', 'false');
  });
});
