import type { Page } from '@playwright/test';

/** Something a page did that a quiet page does not: an error in the console, a refused request, an error report sent. */
export interface Noise {
  /** The address of the page it happened on (as the tour names it). */
  page: string;
  kind: 'console' | 'page error' | 'response';
  text: string;
  /** The URL it concerns, when there is one (a refused request, the resource a console line names). */
  url: string | null;
}

/** The API's error-report endpoint: the client reports every failure there (spec §8), so a report is noise too. */
const ERROR_REPORT = /\/api\/log$/;

/**
 * Listens to a page for what a person's console would show as errors, and for every answer of 400 or more,
 * and for every error report the client sends. `at` names the page the tour is on, so each line says where.
 * Also counts the requests in flight, so the tour moves on once a page has stopped asking.
 */
export function listenForNoise(page: Page) {
  const heard: Noise[] = [];
  let at = '';
  let inFlight = 0;
  let lastSettled = Date.now();
  page.on('console', (entry) => {
    if (entry.type() === 'error') heard.push({ page: at, kind: 'console', text: entry.text(), url: entry.location().url || null });
  });
  page.on('pageerror', (error) => heard.push({ page: at, kind: 'page error', text: error.message, url: null }));
  page.on('request', (request) => {
    inFlight += 1;
    if (request.method() === 'POST' && ERROR_REPORT.test(new URL(request.url()).pathname)) {
      heard.push({ page: at, kind: 'response', text: `error report sent: ${request.postData() ?? ''}`.slice(0, 400), url: request.url() });
    }
  });
  const settle = () => {
    inFlight -= 1;
    lastSettled = Date.now();
  };
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  page.on('response', (response) => {
    if (response.status() >= 400) heard.push({ page: at, kind: 'response', text: `${response.status()} ${response.request().method()}`, url: response.url() });
  });

  return {
    heard,
    /** Names the page the next noise belongs to. */
    on(page: string) {
      at = page;
    },
    /** Resolves once no request has been in flight for `quietMs` (or after `limitMs`, whatever the page still does). */
    async quiet(quietMs = 150, limitMs = 5_000): Promise<void> {
      const started = Date.now();
      while (Date.now() - started < limitMs) {
        if (inFlight <= 0 && Date.now() - lastSettled >= quietMs) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}
