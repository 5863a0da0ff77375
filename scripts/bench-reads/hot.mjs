/**
 * The hot reads: the calls every page view or poll makes; `{userId}` is the signed-in demo user's id.
 * Page sizes are the spec §9 defaults.
 */
export default [
  '/api/status/maintenance',
  '/api/merchants',
  '/api/rates/gem-usd',
  '/api/users/{userId}/collectibles?merchantId=diamond-dreams&page=1&pageSize=10',
  '/api/users/self/notifications?page=1&pageSize=4',
];
