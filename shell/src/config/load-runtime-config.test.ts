import { loadRuntimeConfig } from './load-runtime-config';

const respond = (body: string, status = 200) => jest.fn().mockResolvedValue(new Response(body, { status }));

describe('loading config.json', () => {
  it('says so when the file is missing', async () => {
    await expect(loadRuntimeConfig(respond('Not found', 404))).rejects.toThrow('config.json could not be fetched (HTTP 404)');
  });

  it('says so when the file is not JSON', async () => {
    await expect(loadRuntimeConfig(respond('{ remotes: '))).rejects.toThrow('config.json is not valid JSON');
  });

  it('names the field that is wrong', async () => {
    await expect(loadRuntimeConfig(respond('{"api": {}}'))).rejects.toThrow("field 'api.main' is missing");
  });

  it('asks past every cache, so a changed remote address is seen on the next load', async () => {
    const fetchImpl = respond('{}');
    await loadRuntimeConfig(fetchImpl).catch(() => undefined);
    expect(fetchImpl).toHaveBeenCalledWith('/config.json', { cache: 'no-store' });
  });
});
