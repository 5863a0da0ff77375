import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type InfluencerApplication } from '@marketplace/contracts/wire';
import { installFakeHumanityProvider } from '@marketplace/contracts/testing';
import { RILEY, renderProgrammePage, resetProgrammeScene, toastsShown } from '../testing/render-programme-page';
import { InfluencerProgramme } from './influencer-programme';

let humanity: ReturnType<typeof installFakeHumanityProvider>;
beforeEach(() => {
  humanity = installFakeHumanityProvider();
});
afterEach(() => {
  resetProgrammeScene();
  humanity.remove();
});

const log = { error: jest.fn() };

const STORED: InfluencerApplication = {
  id: '3c3c3c3c-0000-4000-8000-000000000001',
  status: 'RECEIVED',
  channelUrl: 'https://video.example/@rae',
  createdTime: '2026-11-25T12:00:00.000Z',
};

async function fillForm({ audience = '25,000' } = {}) {
  await userEvent.type(screen.getByLabelText('Your name'), 'Rae Streams');
  await userEvent.type(screen.getByLabelText('E-mail address'), 'rae@streams.test');
  await userEvent.type(screen.getByLabelText('Channel address'), 'https://video.example/@rae');
  await userEvent.type(screen.getByLabelText('Audience size'), audience);
  await userEvent.type(screen.getByLabelText('About you and your audience'), 'Weekly Diamond Dreams streams for a friendly crowd.');
}

describe('the influencer programme', () => {
  it('states the commission and the minimum audience in figures', async () => {
    await renderProgrammePage(<InfluencerProgramme />, { api: { influencer: { apply: jest.fn() } } });

    expect(screen.getByText('30%')).toBeInTheDocument();
    expect(screen.getByText('of the marketplace fees your audience pays')).toBeInTheDocument();
    expect(screen.getByText('1,000')).toBeInTheDocument();
  });

  it("sends a visitor's application and says what happens next", async () => {
    const apply = jest.fn(async () => STORED);
    const toasts = toastsShown();
    await renderProgrammePage(<InfluencerProgramme />, { api: { influencer: { apply } } });

    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Send application' }));

    expect(apply).toHaveBeenCalledWith(
      {
        name: 'Rae Streams',
        email: 'rae@streams.test',
        channelUrl: 'https://video.example/@rae',
        audienceSize: 25000,
        message: 'Weekly Diamond Dreams streams for a friendly crowd.',
      },
      'humanity-token-1',
    );
    expect(humanity.actions).toEqual(['influencer_application']);
    expect(await screen.findByRole('heading', { name: 'Thank you, your application is in' })).toBeInTheDocument();
    expect(screen.getByText(/^What happens next: our partner team reviews your channel and answers by e-mail within 5 business days/)).toBeInTheDocument();
    expect(toasts).toEqual([{ tone: 'success', message: 'Your application was sent.' }]);
  });

  it('refuses what the API would refuse before sending, naming the field and focusing it', async () => {
    const apply = jest.fn();
    await renderProgrammePage(<InfluencerProgramme />, { api: { influencer: { apply } } });

    await fillForm({ audience: '300' });
    await userEvent.click(screen.getByRole('button', { name: 'Send application' }));

    expect(apply).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Audience size')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Audience size')).toHaveFocus();
    expect(screen.getByText('Enter your audience as a whole number of at least 1,000.')).toBeInTheDocument();
  });

  it('keeps everything typed when the send fails, and says why', async () => {
    const apply = jest.fn(async () => {
      throw new ApiError('POST /api/influencer-applications', 429, '429 Fetch error');
    });
    await renderProgrammePage(<InfluencerProgramme />, { api: { influencer: { apply } } });

    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Send application' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many applications were sent from your connection.');
    expect(screen.getByLabelText('Channel address')).toHaveValue('https://video.example/@rae');
    expect(screen.getByLabelText('About you and your audience')).toHaveValue('Weekly Diamond Dreams streams for a friendly crowd.');
  });

  it('keeps everything typed when no humanity token can be obtained, says so, and sends on the retry', async () => {
    const apply = jest.fn(async () => STORED);
    await renderProgrammePage(<InfluencerProgramme />, { api: { influencer: { apply }, log } });
    await fillForm();
    humanity.failing = true;

    await userEvent.click(screen.getByRole('button', { name: 'Send application' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('We could not confirm that a person is sending this application');
    expect(apply).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Your name')).toHaveValue('Rae Streams');
    expect(screen.getByLabelText('About you and your audience')).toHaveValue('Weekly Diamond Dreams streams for a friendly crowd.');

    humanity.failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Send application' }));

    expect(await screen.findByRole('heading', { name: 'Thank you, your application is in' })).toBeInTheDocument();
    expect(apply).toHaveBeenCalledWith(expect.objectContaining({ channelUrl: 'https://video.example/@rae' }), 'humanity-token-1');
  });

  it('asks no humanity token of a signed-in applicant', async () => {
    const apply = jest.fn(async () => STORED);
    await renderProgrammePage(<InfluencerProgramme />, { api: { influencer: { apply, mine: async () => null } }, signedInAs: RILEY });
    await userEvent.type(await screen.findByLabelText('Channel address'), 'https://video.example/@riley');
    await userEvent.type(screen.getByLabelText('Audience size'), '5000');
    await userEvent.type(screen.getByLabelText('About you and your audience'), 'Weekly Diamond Dreams streams for a friendly crowd.');

    await userEvent.click(screen.getByRole('button', { name: 'Send application' }));

    expect(await screen.findByRole('heading', { name: 'Thank you, your application is in' })).toBeInTheDocument();
    expect(apply).toHaveBeenCalledWith(expect.objectContaining({ email: 'riley@marketplace.test' }));
    expect(apply.mock.calls[0]).toHaveLength(1);
    expect(humanity.actions).toEqual([]);
  });

  it("fills in a signed-in person's name and address", async () => {
    await renderProgrammePage(<InfluencerProgramme />, { api: { influencer: { apply: jest.fn(), mine: async () => null } }, signedInAs: RILEY });

    expect(await screen.findByLabelText('Your name')).toHaveValue('Riley Referrer');
    expect(screen.getByLabelText('E-mail address')).toHaveValue('riley@marketplace.test');
  });

  it('shows a signed-in applicant where their application stands instead of the form', async () => {
    await renderProgrammePage(<InfluencerProgramme />, {
      api: { influencer: { apply: jest.fn(), mine: async () => ({ ...STORED, status: 'IN_REVIEW' }) } },
      signedInAs: RILEY,
    });

    expect(await screen.findByRole('heading', { name: 'Your application' })).toBeInTheDocument();
    expect(screen.getByText('In review')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send application' })).not.toBeInTheDocument();
  });
});
