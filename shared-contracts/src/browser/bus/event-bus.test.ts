import { BusNoHandlerError, BusTimeoutError, createEventBus } from './event-bus';

type Events = { greeted: { name: string } };
type Requests = { double: { request: number; response: number } };

describe('event bus', () => {
  it('delivers an event to every listener until they unsubscribe', () => {
    const bus = createEventBus<Events, Requests>();
    const heard: string[] = [];
    const stop = bus.on('greeted', ({ name }) => heard.push(`a:${name}`));
    bus.on('greeted', ({ name }) => heard.push(`b:${name}`));
    bus.emit('greeted', { name: 'ana' });
    stop();
    bus.emit('greeted', { name: 'bo' });
    expect(heard).toEqual(['a:ana', 'b:ana', 'b:bo']);
  });

  it('keeps delivering when one listener throws', () => {
    const bus = createEventBus<Events, Requests>();
    const heard: string[] = [];
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    bus.on('greeted', () => {
      throw new Error('boom');
    });
    bus.on('greeted', ({ name }) => heard.push(name));
    bus.emit('greeted', { name: 'cy' });
    expect(heard).toEqual(['cy']);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('answers a request through its handler', async () => {
    const bus = createEventBus<Events, Requests>();
    bus.handle('double', async (n) => n * 2);
    await expect(bus.request('double', 21)).resolves.toBe(42);
  });

  it('passes the handler failure to the requester', async () => {
    const bus = createEventBus<Events, Requests>();
    bus.handle('double', () => {
      throw new Error('wallet locked');
    });
    await expect(bus.request('double', 1)).rejects.toThrow('wallet locked');
  });

  it('rejects a request nobody handles', async () => {
    const bus = createEventBus<Events, Requests>();
    await expect(bus.request('double', 1)).rejects.toBeInstanceOf(BusNoHandlerError);
  });

  it('rejects with a timeout when the handler never answers', async () => {
    jest.useFakeTimers();
    const bus = createEventBus<Events, Requests>();
    bus.handle('double', () => new Promise<number>(() => undefined));
    const answer = bus.request('double', 1, { timeoutMs: 50 });
    jest.advanceTimersByTime(50);
    await expect(answer).rejects.toBeInstanceOf(BusTimeoutError);
    jest.useRealTimers();
  });

  it('stops answering once the handler is removed', async () => {
    const bus = createEventBus<Events, Requests>();
    const stop = bus.handle('double', (n) => n * 2);
    stop();
    await expect(bus.request('double', 1)).rejects.toBeInstanceOf(BusNoHandlerError);
  });
});
