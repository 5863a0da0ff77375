/** Token-to-USD rate snapshot (`GET /api/rates/gem-usd`). */
export interface RateSnapshot {
  price: number;
}
