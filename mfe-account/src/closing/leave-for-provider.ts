/** Sends the browser to the identity page (another origin): the page is left, as for a sign-in. Its own module so tests can stand in for it. */
export function leaveForProvider(url: string): void {
  window.location.assign(url);
}
