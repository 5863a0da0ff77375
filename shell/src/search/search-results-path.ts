/**
 * The results page of a text: the text is in the address, so the page can be reloaded, shared and gone
 * back to. A file of its own, as the header's first-load form needs it and nothing else of the search.
 */
export function searchResultsPath(text: string): string {
  return `/search?${new URLSearchParams({ q: text.trim() })}`;
}
