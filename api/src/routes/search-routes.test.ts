import { and, eq } from 'drizzle-orm';
import { merchantCategories, merchants, users } from '../db/schema.js';
import { createCollectible } from '../testing/commerce-fixtures.js';
import { openTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await openTestApp();
});

afterAll(() => t.close());

function search(query: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: `/api/search?${query}`, headers });
}

async function found(query: string) {
  const response = await search(query);
  expect(response.statusCode).toBe(200);
  return response.json().payload;
}

const names = (group: { records: Array<{ name: string }> }) => group.records.map((record) => record.name);

describe('GET /api/search', () => {
  it('answers each kind grouped, with the art, merchant and path parts a suggestion shows', async () => {
    const answer = await found('q=ruby');

    expect(answer.items.records[0]).toEqual({
      merchantId: 'diamond-dreams',
      merchantName: 'Diamond Dreams',
      setId: expect.any(String),
      name: 'Ruby Heart',
      rarity: expect.any(String),
      imageUrl: expect.stringMatching(/^\/api\/collectible-images\/.+\.svg$/),
    });
    expect(Object.keys(answer)).toEqual(['merchants', 'items', 'sets', 'people']);
    expect(answer.items.total).toBe(answer.items.records.length);
  });

  it('ranks the whole name first, then names that start with the text, then words that do, then the rest', async () => {
    await createCollectible(t.db, { name: 'Jadeite', setId: 'search-jadeite-exact' });
    await createCollectible(t.db, { name: 'Jadeite Brooch', setId: 'search-jadeite-prefix' });
    await createCollectible(t.db, { name: 'Old Jadeite Pin', setId: 'search-jadeite-word' });
    await createCollectible(t.db, { name: 'Nephrojadeite Charm', setId: 'search-jadeite-inside' });

    const answer = await found('q=JADEITE&kinds=items&limit=10');

    expect(names(answer.items)).toEqual(['Jadeite', 'Jadeite Brooch', 'Old Jadeite Pin', 'Nephrojadeite Charm']);
  });

  it('answers only the kinds asked for, at most `limit` of each, with the total that matched', async () => {
    const answer = await found('q=st&kinds=items,people&limit=2');

    expect(answer.items.records).toHaveLength(2);
    expect(answer.items.total).toBeGreaterThan(2);
    expect(answer.people.records.length).toBeGreaterThan(0);
    expect(answer.merchants).toEqual({ records: [], total: 0 });
    expect(answer.sets).toEqual({ records: [], total: 0 });
  });

  it('finds merchants and categories, a category also by its translated name', async () => {
    await t.db
      .update(merchantCategories)
      .set({ localizedName: { en: 'Rings', ja: 'リング', es: 'Anillos' } as never })
      .where(and(eq(merchantCategories.merchantId, 'diamond-dreams'), eq(merchantCategories.id, 'rings')));

    expect(names((await found('q=diamond')).merchants)).toEqual(['Diamond Dreams']);
    expect((await found('q=anillos&kinds=sets')).sets.records).toEqual([
      {
        merchantId: 'diamond-dreams',
        merchantName: 'Diamond Dreams',
        section: 'STORE',
        categoryId: 'rings',
        name: 'Rings',
        localizedName: { en: 'Rings', ja: 'リング', es: 'Anillos' },
      },
    ]);
    expect(names((await found(`q=${encodeURIComponent('リング')}&kinds=sets`)).sets)).toEqual(['Rings']);
  });

  it('keeps up with the catalogue: a new item type is found at once, and nothing of a merchant switched off', async () => {
    expect((await found('q=zircon&kinds=items')).items.total).toBe(0);
    await createCollectible(t.db, { name: 'Zircon Drop', setId: 'search-zircon', merchantId: 'elemental-raiders' });
    expect(names((await found('q=zircon&kinds=items')).items)).toEqual(['Zircon Drop']);

    await t.db.update(merchants).set({ status: 'INACTIVE' }).where(eq(merchants.id, 'elemental-raiders'));
    try {
      const answer = await found('q=zircon');
      expect(answer.items.total).toBe(0);
      expect((await found('q=elemental&kinds=merchants')).merchants.total).toBe(0);
    } finally {
      await t.db.update(merchants).set({ status: 'ACTIVE' }).where(eq(merchants.id, 'elemental-raiders'));
    }
  });

  describe('people', () => {
    it('answers a public profile only: id, name, user name and picture, never an address', async () => {
      const answer = await found('q=collector&kinds=people');

      expect(answer.people.records).toEqual([{ id: expect.any(String), name: 'Collector', username: 'collector', profilePicture: 'DEFAULT' }]);
      expect(JSON.stringify(answer)).not.toContain('@');
    });

    it('does not find anyone by e-mail address', async () => {
      await t.createUser({ email: 'hidden.person@example.org', username: 'nobody-here', displayName: 'Quiet One' });

      expect((await found('q=hidden.person&kinds=people')).people.total).toBe(0);
      expect((await found('q=example.org')).people.total).toBe(0);
    });

    it('finds a person by a new display name, and not one still confirming their sign-up', async () => {
      const person = await t.createUser({ username: 'pending-person', displayName: 'Wendeline Pending', awaitingSignUpConfirmation: true });
      expect((await found('q=wendeline&kinds=people')).people.total).toBe(0);

      await t.db.update(users).set({ awaitingSignUpConfirmation: false, displayName: 'Wendeline Waits' }).where(eq(users.id, person.id));
      expect((await found('q=wendeline&kinds=people')).people.records).toEqual([
        { id: person.id, name: 'Wendeline Waits', username: 'pending-person', profilePicture: 'DEFAULT' },
      ]);
    });
  });

  describe('the text is taken literally', () => {
    it('matches % as itself, not as any text', async () => {
      expect(names((await found(`q=${encodeURIComponent('0%')}&kinds=items`)).items)).toEqual(['Flawless 100% Brilliant']);
      expect((await found(`q=${encodeURIComponent('%%')}`)).items.total).toBe(0);
    });

    it('matches _ and \\ as themselves', async () => {
      await createCollectible(t.db, { name: 'Snake_Eye Opal', setId: 'search-underscore' });

      expect((await found(`q=${encodeURIComponent('__')}`)).items.total).toBe(0);
      expect(names((await found(`q=${encodeURIComponent('e_e')}&kinds=items`)).items)).toEqual(['Snake_Eye Opal']);
      expect((await found(`q=${encodeURIComponent('\\\\')}`)).items.total).toBe(0);
    });

    it('finds names with quotes in them, and a quote alone breaks nothing', async () => {
      await t.createUser({ username: 'obrien', displayName: "Aoife O'Brien" });
      await createCollectible(t.db, { name: 'The "Lucky" Coin', setId: 'search-quoted' });

      expect(names((await found(`q=${encodeURIComponent("o'bri")}&kinds=people`)).people)).toEqual(["Aoife O'Brien"]);
      expect(names((await found(`q=${encodeURIComponent('"lucky"')}&kinds=items`)).items)).toEqual(['The "Lucky" Coin']);
      expect((await search(`q=${encodeURIComponent("'; drop table users; --")}`)).statusCode).toBe(200);
    });
  });

  it.each([
    ['', /q/],
    ['q=', /At least 2/],
    ['q=%20a%20', /At least 2/],
    [`q=${'x'.repeat(65)}`, /At most 64/],
    ['q=ruby&kinds=potions', /kinds/],
    ['q=ruby&limit=0', /limit/],
    ['q=ruby&limit=25', /limit/],
    ['q=ruby&limit=two', /limit/],
  ])('refuses the query "%s" with 400 naming what is wrong', async (query, message) => {
    const response = await search(query);

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it('trims the text before searching', async () => {
    expect(await found('q=%20%20ruby%20')).toEqual(await found('q=ruby'));
  });

  it('is public and tagged: a browser that holds the answer gets 304', async () => {
    const first = await search('q=ring');
    const again = await search('q=ring', { 'if-none-match': String(first.headers.etag) });

    expect(first.headers['cache-control']).toBe('no-cache');
    expect(again.statusCode).toBe(304);
  });
});
