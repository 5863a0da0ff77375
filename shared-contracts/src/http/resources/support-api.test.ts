import { createSupportApi } from './support-api';
import { envelope, failure, fakeApi } from '../../testing/api/fake-api';

const TICKET = {
  id: '1a2b3c4d-0000-4000-8000-000000000001',
  reference: 'SR-1A2B3C4D',
  topic: 'wallet',
  message: 'My wallet asks for a password I never set.',
  attachmentName: null,
  status: 'OPEN',
  createdAt: '2026-11-25T10:00:00.000Z',
  updatedAt: '2026-11-25T10:00:00.000Z',
};

describe('support api', () => {
  it('files a ticket with the body as given and answers the stored ticket', async () => {
    const { transport, calls } = fakeApi(() => envelope(TICKET));
    const body = {
      topic: 'wallet' as const,
      message: TICKET.message,
      email: 'v@example.test',
      attachment: { name: 'a.txt', type: 'text/plain' as const, base64: 'aGk=' },
    };

    await expect(createSupportApi(transport).fileTicket(body)).resolves.toEqual(TICKET);
    expect(calls[0]).toMatchObject({ method: 'POST', url: 'https://api.market.test/api/support/tickets', body });
  });

  it("sends a visitor's humanity token in X-Humanity-Token (spec §5), and none when there is no token", async () => {
    const { transport, calls } = fakeApi(() => envelope(TICKET));
    const body = { topic: 'wallet' as const, message: TICKET.message, email: 'v@example.test' };

    await createSupportApi(transport).fileTicket(body, 'humanity-token-1');
    await createSupportApi(transport).fileTicket(body);

    expect(calls[0]!.headers).toMatchObject({ 'X-Humanity-Token': 'humanity-token-1' });
    expect(calls[1]!.headers).not.toHaveProperty('X-Humanity-Token');
  });

  it('rejects a refused ticket, so the form keeps what was typed', async () => {
    const { transport } = fakeApi(() => failure(400));

    await expect(createSupportApi(transport).fileTicket({ topic: 'other', message: 'x'.repeat(30) })).rejects.toMatchObject({ status: 400 });
  });

  it("lists the person's own tickets, and none for a failure (spec §7 list rule)", async () => {
    const listed = fakeApi(() => envelope([TICKET]));
    await expect(createSupportApi(listed.transport).list()).resolves.toEqual([TICKET]);
    expect(listed.calls[0]).toMatchObject({ method: 'GET', url: 'https://api.market.test/api/support/tickets' });

    await expect(createSupportApi(fakeApi(() => failure(500)).transport).list()).resolves.toEqual([]);
  });
});
