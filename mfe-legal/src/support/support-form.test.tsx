import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError, SUPPORT_ATTACHMENT_MAX_BYTES, type SupportTicket, type SupportTicketRequest } from '@marketplace/contracts/wire';
import { installFakeHumanityProvider } from '@marketplace/contracts/testing';
import { renderLegalPage, signIn, signOut } from '../testing/render-legal-page';
import { SupportForm } from './support-form';

const MESSAGE = 'My wallet asks for a password I never set, please help.';
const TICKET: SupportTicket = {
  id: '1a2b3c4d-0000-4000-8000-000000000001',
  reference: 'SR-1A2B3C4D',
  topic: 'wallet',
  message: MESSAGE,
  attachmentName: 'screen.png',
  status: 'OPEN',
  createdAt: '2026-11-25T10:00:00.000Z',
  updatedAt: '2026-11-25T10:00:00.000Z',
};

let humanity: ReturnType<typeof installFakeHumanityProvider>;
beforeEach(() => {
  humanity = installFakeHumanityProvider();
});
afterEach(() => {
  signOut();
  humanity.remove();
});

const logError = jest.fn();

async function renderForm(fileTicket: (body: SupportTicketRequest) => Promise<SupportTicket>, locale?: string) {
  await renderLegalPage(<SupportForm />, { api: { support: { fileTicket }, log: { error: logError } }, ...(locale ? { locale } : {}) });
}

function fill({ email = 'visitor@example.test' }: { email?: string | null } = {}) {
  fireEvent.change(screen.getByLabelText('Topic'), { target: { value: 'wallet' } });
  fireEvent.change(screen.getByLabelText('Your message'), { target: { value: MESSAGE } });
  if (email !== null) fireEvent.change(screen.getByLabelText('Reply address'), { target: { value: email } });
}

function attach(file: File) {
  fireEvent.change(screen.getByLabelText('Attachment (optional)'), { target: { files: [file] } });
}

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send request' }));

describe('the contact form', () => {
  it("files a visitor's ticket with the file's bytes and shows its number", async () => {
    const fileTicket = jest.fn(async () => TICKET);
    await renderForm(fileTicket);
    fill();
    attach(new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'screen.png', { type: 'image/png' }));

    send();

    expect(await screen.findByRole('heading', { name: 'Request received' })).toHaveFocus();
    expect(screen.getByText('SR-1A2B3C4D')).toBeInTheDocument();
    expect(screen.getByText('We sent a confirmation to visitor@example.test.')).toBeInTheDocument();
    expect(fileTicket).toHaveBeenCalledWith(
      {
        topic: 'wallet',
        message: MESSAGE,
        email: 'visitor@example.test',
        attachment: { name: 'screen.png', type: 'image/png', base64: Buffer.from([0x89, 0x50, 0x4e, 0x47]).toString('base64') },
        locale: 'en',
      },
      'humanity-token-1',
    );
    expect(humanity.actions).toEqual(['support_ticket']);
  });

  it('keeps everything typed when no humanity token can be obtained, says so, and sends on the retry', async () => {
    const fileTicket = jest.fn(async () => TICKET);
    await renderForm(fileTicket);
    fill();
    humanity.failing = true;

    send();

    expect(await screen.findByText(/We could not confirm that a person is sending this request/)).toBeInTheDocument();
    expect(fileTicket).not.toHaveBeenCalled();
    expect(logError).toHaveBeenCalledWith('reCaptcha failed', expect.any(Error));
    expect(screen.getByLabelText('Topic')).toHaveValue('wallet');
    expect(screen.getByLabelText('Your message')).toHaveValue(MESSAGE);
    expect(screen.getByLabelText('Reply address')).toHaveValue('visitor@example.test');

    humanity.failing = false;
    send();

    expect(await screen.findByRole('heading', { name: 'Request received' })).toBeInTheDocument();
    expect(fileTicket).toHaveBeenCalledWith({ topic: 'wallet', message: MESSAGE, email: 'visitor@example.test', locale: 'en' }, 'humanity-token-1');
  });

  it('says the size limit before any upload', async () => {
    await renderForm(jest.fn());

    expect(screen.getByText('One PNG, JPEG, PDF or text file, up to 2 MB.')).toBeInTheDocument();
  });

  it.each([
    [
      'a type outside the list',
      new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }),
      'This type of file cannot be attached. Choose a PNG, JPEG, PDF or text file.',
    ],
    [
      'a file over 2 MB',
      new File([new Uint8Array(SUPPORT_ATTACHMENT_MAX_BYTES + 1)], 'big.pdf', { type: 'application/pdf' }),
      'This file is larger than 2 MB. Choose a smaller one.',
    ],
  ])('refuses %s as it is picked, keeping what was typed', async (_case, file, said) => {
    const fileTicket = jest.fn(async () => TICKET);
    await renderForm(fileTicket);
    fill();

    attach(file);

    expect(screen.getByRole('alert')).toHaveTextContent(said);
    expect(screen.getByLabelText('Attachment (optional)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Your message')).toHaveValue(MESSAGE);
    expect(fileTicket).not.toHaveBeenCalled();
  });

  it('keeps everything typed when the server refuses the file, and says why', async () => {
    const fileTicket = jest.fn(async () => {
      throw new ApiError('POST /api/support/tickets', 400, 'refused', {
        body: { status: 400, message: 'body.attachment.type: The content is not image/png', payload: null },
      });
    });
    await renderForm(fileTicket);
    fill();
    attach(new File(['not really a picture'], 'fake.png', { type: 'image/png' }));

    send();

    expect(await screen.findByText(/The attachment's content is not a PNG, JPEG, PDF or text file/)).toBeInTheDocument();
    expect(screen.getByLabelText('Topic')).toHaveValue('wallet');
    expect(screen.getByLabelText('Your message')).toHaveValue(MESSAGE);
    expect(screen.getByLabelText('Reply address')).toHaveValue('visitor@example.test');
    expect(screen.getByText('Attached: fake.png')).toBeInTheDocument();
  });

  it('sends nothing until the topic, a long enough message and an address are given, and names each', async () => {
    const fileTicket = jest.fn(async () => TICKET);
    await renderForm(fileTicket);
    fireEvent.change(screen.getByLabelText('Your message'), { target: { value: 'help' } });

    send();

    expect(screen.getByText('Choose the topic closest to your question.')).toBeInTheDocument();
    expect(screen.getByText('Write at least 20 characters so we can help.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid e-mail address, such as name@example.com.')).toBeInTheDocument();
    expect(screen.getByLabelText('Topic')).toHaveFocus();
    expect(fileTicket).not.toHaveBeenCalled();
  });

  it('counts down the characters left', async () => {
    await renderForm(jest.fn());

    fireEvent.change(screen.getByLabelText('Your message'), { target: { value: 'x'.repeat(3999) } });

    expect(screen.getByText('1 character left')).toBeInTheDocument();
  });

  it("fixes a signed-in person's address to the account's and does not send one", async () => {
    signIn('member@marketplace.test');
    const fileTicket = jest.fn(async () => TICKET);
    await renderForm(fileTicket);
    expect(screen.getByLabelText('Reply address')).toHaveValue('member@marketplace.test');
    expect(screen.getByLabelText('Reply address')).toHaveAttribute('readonly');
    fill({ email: null });

    send();

    await waitFor(() => expect(fileTicket).toHaveBeenCalledWith({ topic: 'wallet', message: MESSAGE, locale: 'en' }));
    // Known already: no humanity token is asked for, so the provider being down never keeps them from support.
    expect(humanity.actions).toEqual([]);
  });

  it("sends the page's language with the ticket, so the acknowledgement mail links back to the page in it", async () => {
    signIn('member@marketplace.test');
    const fileTicket = jest.fn(async () => TICKET);
    await renderForm(fileTicket, 'ja');
    fireEvent.change(screen.getByLabelText('トピック'), { target: { value: 'wallet' } });
    fireEvent.change(screen.getByLabelText('お問い合わせ内容'), { target: { value: MESSAGE } });

    fireEvent.submit(screen.getByLabelText('トピック').closest('form') as HTMLFormElement);

    await waitFor(() => expect(fileTicket).toHaveBeenCalledWith({ topic: 'wallet', message: MESSAGE, locale: 'ja' }));
  });
});
