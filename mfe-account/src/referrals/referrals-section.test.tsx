import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type RecordList, type ReferralTransaction, type ReferredUser } from '@marketplace/contracts/wire';
import { RILEY, renderProgrammePage, resetProgrammeScene, toastsShown } from '../testing/render-programme-page';
import { ReferralsSection } from './referrals-section';

afterEach(resetProgrammeScene);

const NOVA: ReferredUser = {
  id: '1a1a1a1a-0000-4000-8000-000000000001',
  username: 'novaquinn',
  displayName: 'Nova Quinn',
  profilePicture: 'DEFAULT',
  joinedTime: '2025-09-02T10:15:00.000Z',
};

const REWARD: ReferralTransaction = {
  id: '2b2b2b2b-0000-4000-8000-000000000001',
  time: '2025-09-03T18:40:00.000Z',
  amount: '2.352941176470588235',
  referredUser: { id: NOVA.id, username: NOVA.username, displayName: NOVA.displayName, profilePicture: 'DEFAULT' },
};

function referralsApi({
  users = { records: [NOVA], total: 1 },
  transactions = { records: [REWARD], total: 1 },
}: {
  users?: RecordList<ReferredUser>;
  transactions?: RecordList<ReferralTransaction>;
} = {}) {
  return { referrals: { usersPage: jest.fn(async () => users), transactionsPage: jest.fn(async () => transactions) } };
}

describe('the referrals section', () => {
  it("shows the person's referral link by username and copies it", async () => {
    const writeText = jest.fn(async () => {});
    Object.assign(navigator, { clipboard: { writeText } });
    const toasts = toastsShown();
    await renderProgrammePage(<ReferralsSection />, { api: referralsApi(), signedInAs: RILEY });

    const link = screen.getByRole('textbox', { name: 'Referral link' });
    expect(link).toHaveValue(`${window.location.origin}/?referral=riley`);
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));

    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/?referral=riley`);
    expect(toasts).toEqual([{ tone: 'success', message: 'Referral link copied.' }]);
  });

  it('lists the people who joined, with the date and a link to their profile', async () => {
    const api = referralsApi();
    await renderProgrammePage(<ReferralsSection />, { api, signedInAs: RILEY });

    const list = await screen.findByRole('list', { name: 'People who joined with your link' });
    expect(within(list).getByRole('link', { name: 'Nova Quinn' })).toHaveAttribute('href', `/user/${NOVA.id}`);
    expect(within(list).getByText('Joined Sep 2, 2025')).toBeInTheDocument();
    expect(api.referrals.usersPage).toHaveBeenCalledWith({ page: 1, pageSize: 10 }, expect.anything());
    expect(screen.getByRole('link', { name: /People you invited/ })).toHaveAttribute('aria-current', 'page');
  });

  it('lists the rewards in GEM and USD with the person whose purchase earned each, on the rewards tab', async () => {
    await renderProgrammePage(<ReferralsSection />, { api: referralsApi(), signedInAs: RILEY, path: '/user-portal/referrals?tab=rewards' });

    const list = await screen.findByRole('list', { name: 'Rewards credited to you' });
    expect(within(list).getByText('2.35 GEM')).toBeInTheDocument();
    expect(await within(list).findByText('$0.12')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Nova Quinn' })).toBeInTheDocument();
  });

  it('asks for the page of the address, and offers the others', async () => {
    const api = referralsApi({ users: { records: [NOVA], total: 25 } });
    await renderProgrammePage(<ReferralsSection />, { api, signedInAs: RILEY, path: '/user-portal/referrals?page=2' });

    await screen.findByRole('list', { name: 'People who joined with your link' });
    expect(api.referrals.usersPage).toHaveBeenCalledWith({ page: 2, pageSize: 10 }, expect.anything());
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/user-portal/referrals?page=3');
  });

  it.each([
    ['people', '/user-portal/referrals', 'The people you invited could not be loaded.', 'Nobody has joined with your link yet'],
    ['rewards', '/user-portal/referrals?tab=rewards', 'Your rewards could not be loaded.', 'No rewards yet'],
  ])('says the %s list failed, with a retry, instead of a false "nobody yet"', async (list, path, failed, empty) => {
    const api = referralsApi();
    const failure = () => Promise.reject(new ApiError('GET', 500, 'Internal'));
    if (list === 'people') api.referrals.usersPage.mockImplementationOnce(failure);
    else api.referrals.transactionsPage.mockImplementationOnce(failure);
    await renderProgrammePage(<ReferralsSection />, { api, signedInAs: RILEY, path });

    expect(await screen.findByText(failed)).toBeInTheDocument();
    expect(screen.queryByText(empty)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: list === 'people' ? 'People who joined with your link' : 'Rewards credited to you' })).toBeInTheDocument();
  });

  it('says what to do while nobody has joined', async () => {
    await renderProgrammePage(<ReferralsSection />, { api: referralsApi({ users: { records: [], total: 0 } }), signedInAs: RILEY });

    expect(await screen.findByText('Nobody has joined with your link yet')).toBeInTheDocument();
  });
});
