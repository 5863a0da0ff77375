import { queuedLinkTo } from '../testing/queued-mails.js';
import { contractHarnessPerSuite } from '../testing/contract-harness.js';

const contract = contractHarnessPerSuite();

/** A visitor's form sends a humanity token (spec §5); the API's test app issues a valid one. */
const visitorHumanityToken = async (t: { humanityHeader(): Promise<{ 'x-humanity-token': string }> }) => (await t.humanityHeader())['x-humanity-token'];

const MESSAGE = 'The fee on my last sale looks higher than the fees page says.';

describe('support api against the server', () => {
  it("files a visitor's ticket with an attachment, acknowledged through the outbox", async () => {
    const { api, setToken, t } = contract();
    setToken(null);

    const ticket = await api.support.fileTicket(
      {
        topic: 'payments',
        message: MESSAGE,
        email: 'contract-visitor@example.test',
        attachment: { name: 'receipt.pdf', type: 'application/pdf', base64: Buffer.from('%PDF-1.7\n').toString('base64') },
      },
      await visitorHumanityToken(t),
    );
    setToken(t.admin.token);
    const [mail] = await api.emailKeys.mailOutbox('contract-visitor@example.test');

    expect(ticket).toMatchObject({ topic: 'payments', status: 'OPEN', attachmentName: 'receipt.pdf' });
    expect(mail).toMatchObject({ kind: 'support-ticket-received' });
    expect(
      (await queuedLinkTo(t.db, 'contract-visitor@example.test', 'support-ticket-received')).endsWith(
        `/support?ticket=${ticket.reference}&receipt=${ticket.id}`,
      ),
    ).toBe(true);
  });

  it("shows a visitor's ticket by the receipt of its mail, and rejects an unknown receipt with 404", async () => {
    const { api, setToken, t } = contract();
    setToken(null);
    const ticket = await api.support.fileTicket({ topic: 'wallet', message: MESSAGE, email: 'contract-receipt@example.test' }, await visitorHumanityToken(t));

    await expect(api.support.receipt(ticket.id)).resolves.toEqual({
      reference: ticket.reference,
      topic: 'wallet',
      status: 'OPEN',
      createdAt: ticket.createdAt,
      updatedAt: ticket.updatedAt,
    });
    await expect(api.support.receipt('00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({ status: 404 });
  });

  it("reads a signed-in person's own tickets back", async () => {
    const { api, setToken, t } = contract();
    setToken((await t.createUser()).token);

    const filed = await api.support.fileTicket({ topic: 'account', message: MESSAGE });

    await expect(api.support.list()).resolves.toEqual([filed]);
  });

  it('rejects a file whose content is not its declared type with a 400 naming it', async () => {
    const { api, setToken, t } = contract();
    setToken(null);

    await expect(
      api.support.fileTicket(
        {
          topic: 'other',
          message: MESSAGE,
          email: 'contract-refused@example.test',
          attachment: { name: 'fake.png', type: 'image/png', base64: Buffer.from('plain words').toString('base64') },
        },
        await visitorHumanityToken(t),
      ),
    ).rejects.toMatchObject({ status: 400, answerMessage: 'body.attachment.type: The content is not image/png' });
  });
});
