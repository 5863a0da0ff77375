import { createEventBus } from '../../browser/bus/event-bus';
import type { MarketplaceEvents, MarketplaceRequests } from '../../browser/bus/bus-events';
import type { ApiService } from './api-service';
import { TERMS_NOT_ACCEPTED_MESSAGE } from '../../wire/schemas/terms-schemas';
import { reportSessionSignals } from './report-session-signals';

function listen() {
  const bus = createEventBus<MarketplaceEvents, MarketplaceRequests>();
  const heard: unknown[] = [];
  bus.on('session:expired', (payload) => heard.push(['session:expired', payload]));
  bus.on('maintenance', (payload) => heard.push(['maintenance', payload]));
  bus.on('terms:required', (payload) => heard.push(['terms:required', payload]));
  return { bus, heard };
}

describe('reportSessionSignals', () => {
  it.each<ApiService>(['main', 'identity'])('reports an expired session on a 401 from %s', (service) => {
    const { bus, heard } = listen();
    reportSessionSignals(bus, service, 401, 'GET /api/users/self');
    expect(heard).toEqual([['session:expired', { status: 401, request: 'GET /api/users/self' }]]);
  });

  it('does not report a 401 from the KYC host, the explorer or another host', () => {
    const { bus, heard } = listen();
    reportSessionSignals(bus, 'kyc', 401, 'GET /api/users/self');
    reportSessionSignals(bus, 'explorer', 401, 'GET /api');
    reportSessionSignals(bus, null, 401, 'GET https://icons.example/mdi.json');
    expect(heard).toEqual([]);
  });

  it('reports maintenance on a 503 from the main API only', () => {
    const { bus, heard } = listen();
    reportSessionSignals(bus, 'main', 503, 'GET /api/merchants');
    reportSessionSignals(bus, 'identity', 503, 'GET /api/users/self');
    expect(heard).toEqual([['maintenance', { request: 'GET /api/merchants' }]]);
  });

  it("asks for the terms on the main API's 403 that says they are not accepted, and on no other 403", () => {
    const { bus, heard } = listen();
    const refusal = { status: 403, message: TERMS_NOT_ACCEPTED_MESSAGE, payload: null };
    reportSessionSignals(bus, 'main', 403, 'POST /api/users/self/listings', refusal);
    reportSessionSignals(bus, 'main', 403, 'POST /api/users/self/mints/1/purchases', { status: 403, message: 'Forbidden', payload: null });
    reportSessionSignals(bus, 'kyc', 403, 'POST /api/users/self/kyc/steps/review', refusal);
    reportSessionSignals(bus, 'main', 403, 'POST /api/users/self/crafts', null);
    expect(heard).toEqual([['terms:required', { request: 'POST /api/users/self/listings' }]]);
  });

  it('reports nothing for other statuses', () => {
    const { bus, heard } = listen();
    reportSessionSignals(bus, 'main', 403, 'GET /api/vault/keys');
    reportSessionSignals(bus, 'main', 500, 'GET /api/vault/keys');
    expect(heard).toEqual([]);
  });
});
