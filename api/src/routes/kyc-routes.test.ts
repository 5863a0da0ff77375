import { eq } from 'drizzle-orm';
import { kycVerifications } from '../db/schema.js';
import { send } from '../testing/send-request.js';
import { openTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;
let withoutStandIns: TestApp;

beforeAll(async () => {
  t = await openTestApp();
  withoutStandIns = await openTestApp({ identityProviders: { localStandIns: false } });
});

afterAll(async () => {
  await t.close();
  await withoutStandIns.close();
});

const stepsOf = (statuses: string[]) => ['identity-document', 'selfie', 'address', 'review'].map((step, index) => ({ step, status: statuses[index] }));

describe('identity verification with the local stand-in (IDP_LOCAL_STANDINS=on)', () => {
  it('starts not started, every step to do, the provider LOCAL', async () => {
    const user = await t.createUser();

    const response = await send(t, 'GET', '/api/users/self/kyc', user.token);

    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toEqual({
      available: true,
      provider: 'LOCAL',
      status: 'NOT_STARTED',
      steps: stepsOf(['TODO', 'TODO', 'TODO', 'TODO']),
      updatedTime: null,
    });
  });

  it('walks the steps in order to VERIFIED, and stores where it stands', async () => {
    const user = await t.createUser();
    const complete = (step: string) => send(t, 'POST', `/api/users/self/kyc/steps/${step}`, user.token);

    expect((await complete('identity-document')).json().payload).toMatchObject({ status: 'IN_PROGRESS', steps: stepsOf(['DONE', 'TODO', 'TODO', 'TODO']) });
    await complete('selfie');
    expect((await complete('address')).json().payload).toMatchObject({ status: 'IN_REVIEW', steps: stepsOf(['DONE', 'DONE', 'DONE', 'TODO']) });
    const verified = await complete('review');

    expect(verified.json().payload).toMatchObject({ status: 'VERIFIED', steps: stepsOf(['DONE', 'DONE', 'DONE', 'DONE']) });
    const [stored] = await t.db.select().from(kycVerifications).where(eq(kycVerifications.userId, user.id));
    expect(stored).toMatchObject({ status: 'VERIFIED', provider: 'LOCAL' });
    expect((await send(t, 'GET', '/api/users/self/kyc', user.token)).json().payload.status).toBe('VERIFIED');
  });

  it('refuses a step whose earlier step is not done with 409, and an unknown step with 400', async () => {
    const user = await t.createUser();

    const early = await send(t, 'POST', '/api/users/self/kyc/steps/selfie', user.token);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toContain('identity-document');

    const unknown = await send(t, 'POST', '/api/users/self/kyc/steps/passport', user.token);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/^params\.step/);
  });

  it('keeps one verification per person', async () => {
    const user = await t.createUser();
    const other = await t.createUser();
    await send(t, 'POST', '/api/users/self/kyc/steps/identity-document', user.token);

    expect((await send(t, 'GET', '/api/users/self/kyc', other.token)).json().payload.status).toBe('NOT_STARTED');
  });

  it('asks for a sign-in', async () => {
    expect((await send(t, 'GET', '/api/users/self/kyc', null)).statusCode).toBe(401);
    expect((await send(t, 'POST', '/api/users/self/kyc/steps/selfie', null)).statusCode).toBe(401);
  });
});

describe('identity verification without the development switch', () => {
  it('says it is not available, and does no step', async () => {
    const user = await withoutStandIns.createUser();

    const status = await send(withoutStandIns, 'GET', '/api/users/self/kyc', user.token);
    expect(status.json().payload).toMatchObject({ available: false, provider: null, status: 'NOT_STARTED' });

    const step = await send(withoutStandIns, 'POST', '/api/users/self/kyc/steps/identity-document', user.token);
    expect(step.statusCode).toBe(404);
    expect(await withoutStandIns.db.select().from(kycVerifications).where(eq(kycVerifications.userId, user.id))).toEqual([]);
  });
});
