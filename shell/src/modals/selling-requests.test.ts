import { createEventBus, type MarketplaceEvents, type MarketplaceRequests } from '@marketplace/contracts/browser';
import { createModalQueue } from '../modal-queue/modal-queue';
import './registered-modals';
import { listenToSellingRequests } from './selling-requests';

const RUBY = { collectibleId: '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d', merchantId: 'diamond-dreams' };
const BOW = { collectibleId: '6b7c8d9e-0f1a-4b2c-9d3e-4f5a6b7c8d9e', merchantId: 'elemental-raiders' };

function setUp() {
  const bus = createEventBus<MarketplaceEvents, MarketplaceRequests>();
  const modals = createModalQueue();
  const stop = listenToSellingRequests({ bus, modals });
  const shown = () => modals.store.getState().queue.map((queued) => queued.request);
  return { bus, modals, stop, shown };
}

describe('the selling requests', () => {
  it("opens the merchant remote's selling dialog for the collectible a page asks for", () => {
    const { bus, shown } = setUp();

    bus.emit('selling:open', RUBY);

    expect(shown()).toEqual([{ kind: 'selling', ...RUBY }]);
  });

  it('waits its turn behind a modal already on screen, as every modal does', () => {
    const { bus, modals, shown } = setUp();
    modals.open({ kind: 'wallet-locked', variant: 'locked' });

    bus.emit('selling:open', RUBY);

    expect(shown()).toEqual([
      { kind: 'wallet-locked', variant: 'locked' },
      { kind: 'selling', ...RUBY },
    ]);
  });

  it('shows the collectible asked for last when a page asks again, never two selling dialogs', () => {
    const { bus, shown } = setUp();

    bus.emit('selling:open', RUBY);
    bus.emit('selling:open', BOW);

    expect(shown()).toEqual([{ kind: 'selling', ...BOW }]);
  });

  it('stops opening it once the shell stops listening', () => {
    const { bus, stop, shown } = setUp();

    stop();
    bus.emit('selling:open', RUBY);

    expect(shown()).toEqual([]);
  });
});
