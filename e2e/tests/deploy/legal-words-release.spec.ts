import { expect, type APIRequestContext } from '@playwright/test';
import { test } from '../support/site-test';
import { message } from '../support/catalogue';
import { buildsBesides, compositionLog, shellEntryOf } from '../support/composed-builds';
import { deployRemote, liveBuildVersion, rollBackTo } from '../support/deploy-remote';
import { REMOTE_ORIGINS } from '../support/site-origins';

/**
 * Issue 20, done-when 1: a team's words are its own. The legal team adds a sentence in nine languages
 * and a component that shows it, and ships mfe-legal alone: the running shell shows it on the next load
 * in every language, with the shell's files (its page, its own words and the kit's) and the other
 * remotes' builds untouched.
 */
const NEW_SENTENCE = {
  key: 'support.hoursNote',
  texts: {
    en: 'Our support team answers every day from 8:00 to 20:00 CET.',
    es: 'Nuestro equipo de soporte responde todos los días de 8:00 a 20:00 CET.',
    pt: 'Nossa equipe de suporte responde todos os dias, das 8:00 às 20:00 CET.',
    ja: 'サポートチームは毎日 8:00〜20:00（中央ヨーロッパ時間）に対応しています。',
    ko: '고객 지원팀은 매일 8:00~20:00(중앙유럽 시간)에 답변해 드립니다.',
    de: 'Unser Support-Team antwortet täglich von 8:00 bis 20:00 Uhr MEZ.',
    it: 'Il nostro team di assistenza risponde tutti i giorni dalle 8:00 alle 20:00 CET.',
    fr: 'Notre équipe d’assistance répond tous les jours de 8 h à 20 h (heure d’Europe centrale).',
    zh: '我们的支持团队每天 8:00 至 20:00（欧洲中部时间）为您答复。',
  },
};
const SHOW_IT = {
  file: 'src/pages/support-page.tsx',
  from: '<SupportCenter />',
  to: "<p data-release-note>{t('support.hoursNote')}</p>\n      <SupportCenter />",
};

/** What the shell serves that a remote's release must leave alone: its own words and the kit's, per language. */
async function shellWords(request: APIRequestContext): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const locale of ['en', 'ja', 'fr']) {
    for (const file of ['messages', 'kit']) files[`${locale}/${file}`] = await (await request.get(`/_i18n/${locale}/${file}.json`)).text();
  }
  return files;
}

let original = '';

test.beforeAll(() => {
  original = liveBuildVersion('mfe-legal');
});
test.afterAll(() => rollBackTo('legal', 'mfe-legal', original));

test('a legal release that adds a sentence in nine languages is live on the next load, with the shell and the other remotes untouched', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const log = compositionLog(page);
  const note = page.locator('[data-release-note]');
  const heading = page.getByRole('heading', { level: 1 });
  await page.goto('/support');
  await expect(heading).toHaveText(message('en', 'routes.support.heading'));
  await expect(note).toHaveCount(0);
  const shellEntry = await shellEntryOf(page);
  const otherBuilds = await buildsBesides(request, 'legal');
  const servedWords = await shellWords(request);

  const release = await deployRemote('mfe-legal', { version: '0.1.1', messages: { [NEW_SENTENCE.key]: NEW_SENTENCE.texts }, edits: [SHOW_IT] });
  expect(release).not.toBe(original);

  const linesBefore = log.length;
  await page.reload();
  await expect(note).toHaveText(NEW_SENTENCE.texts.en);
  await expect(heading).toHaveText(message('en', 'routes.support.heading'));
  expect(log.slice(linesBefore)).toContainEqual(expect.stringContaining(`Marketplace composes marketplace_legal ${release}`));

  // A reader of another language gets the sentence in theirs on the next load…
  await page.goto('/ja/support');
  await expect(note).toHaveText(NEW_SENTENCE.texts.ja);
  await expect(heading).toHaveText(message('ja', 'routes.support.heading'));

  // …and on a switch of language in the page, which waits for the remote's words in the new language.
  await page.getByLabel(message('ja', 'nav.language')).selectOption('fr');
  await expect(page).toHaveURL(/\/fr\/support$/);
  await expect(note).toHaveText(NEW_SENTENCE.texts.fr);
  await expect(heading).toHaveText(message('fr', 'routes.support.heading'));

  // Nothing but the legal remote changed: the shell's page and words, and every other remote's build.
  expect(await shellEntryOf(page)).toBe(shellEntry);
  expect(await shellWords(request)).toEqual(servedWords);
  expect(await buildsBesides(request, 'legal')).toEqual(otherBuilds);
});

test("the remote's words are one file of its own origin for the page's language, named by its content and cached for good", async ({ page }) => {
  const wordFiles: { url: string; locale: string; cacheControl: string }[] = [];
  page.on('response', (response) => {
    const named = /\/messages-([a-z]{2})-json\.[0-9a-f]{10}\.js$/.exec(response.url());
    if (named) wordFiles.push({ url: response.url(), locale: named[1] ?? '', cacheControl: response.headers()['cache-control'] ?? '' });
  });
  await page.goto('/ko/support');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('ko', 'routes.support.heading'));
  expect(wordFiles.map((file) => [new URL(file.url).origin, file.locale])).toEqual([[REMOTE_ORIGINS.legal, 'ko']]);
  expect(wordFiles[0]?.cacheControl).toContain('immutable');
});
