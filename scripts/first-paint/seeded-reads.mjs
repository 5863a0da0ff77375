import { originOf } from '../site-layout.mjs';

/** The seeded merchant whose store front and first store item the benchmarks open. */
export const BENCH_MERCHANT = 'diamond-dreams';

/** A public read of the served site's API; an error names the read, as the seed the benchmarks rely on has changed. */
export async function payloadOf(apiPath) {
  const answer = await fetch(`${originOf('api')}${apiPath}`);
  if (!answer.ok) throw new Error(`GET ${apiPath} answered ${answer.status}: the seed has changed`);
  return (await answer.json()).payload;
}

/** The id of the first item of the merchant's store, as its store front lists it first. */
export async function firstStoreItemId(merchant = BENCH_MERCHANT) {
  const [first] = (await payloadOf(`/api/merchants/${merchant}/store?page=1&pageSize=1`)).records;
  if (!first) throw new Error(`the store of ${merchant} lists nothing`);
  return first.id;
}
