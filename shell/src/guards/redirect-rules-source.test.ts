import { createRedirectRulesSource } from './redirect-rules-source';

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function fakeBuilds(files: Record<string, unknown>) {
  const asked: string[] = [];
  const fetchImpl = jest.fn(async (url: string | URL | Request) => {
    const path = new URL(String(url)).pathname;
    asked.push(path);
    return path in files ? jsonResponse(files[path]) : jsonResponse({}, 404);
  }) as unknown as typeof fetch;
  return { fetchImpl, asked };
}

describe('the server redirect rules source', () => {
  it('reads the rules of the latest build once', async () => {
    const { fetchImpl, asked } = fakeBuilds({
      '/builds/latest.json': { buildId: 'b1' },
      '/builds/meta/b1.json': { buildId: 'b1', redirects: [{ from: '/games', to: '/' }] },
    });
    const source = createRedirectRulesSource({ fetch: fetchImpl });

    const rules = await source.rules();
    await source.rules();

    expect(rules).toEqual([{ from: '/games', to: '/' }]);
    expect(asked).toEqual(['/builds/latest.json', '/builds/meta/b1.json']);
  });

  it('reads the new rules when the poll finds a new build, and only then', async () => {
    const files: Record<string, unknown> = {
      '/builds/latest.json': { buildId: 'b1' },
      '/builds/meta/b1.json': { buildId: 'b1', redirects: [] },
      '/builds/meta/b2.json': { buildId: 'b2', redirects: [{ from: '/old', to: '/new' }] },
    };
    const { fetchImpl, asked } = fakeBuilds(files);
    const source = createRedirectRulesSource({ fetch: fetchImpl });
    await source.rules();

    await source.refresh();
    files['/builds/latest.json'] = { buildId: 'b2' };
    await source.refresh();

    expect(await source.rules()).toEqual([{ from: '/old', to: '/new' }]);
    expect(asked.filter((path) => path.startsWith('/builds/meta/'))).toEqual(['/builds/meta/b1.json', '/builds/meta/b2.json']);
  });

  it('has no rules when the build files are missing, and says why', async () => {
    const onError = jest.fn();
    const source = createRedirectRulesSource({ fetch: fakeBuilds({}).fetchImpl, onError });

    expect(await source.rules()).toEqual([]);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: '404 Fetch error: GET builds/latest.json' }));
  });

  it('keeps the known rules when a later poll fails or finds a malformed file', async () => {
    const files: Record<string, unknown> = {
      '/builds/latest.json': { buildId: 'b1' },
      '/builds/meta/b1.json': { buildId: 'b1', redirects: [{ from: '/games', to: '/' }] },
    };
    const { fetchImpl } = fakeBuilds(files);
    const source = createRedirectRulesSource({ fetch: fetchImpl, onError: () => {} });
    await source.rules();

    files['/builds/latest.json'] = { buildId: 'b3' };
    files['/builds/meta/b3.json'] = { buildId: 'b3', redirects: [{ from: '/x', to: 'javascript:alert(1)' }] };
    await source.refresh();

    expect(await source.rules()).toEqual([{ from: '/games', to: '/' }]);
  });
});
