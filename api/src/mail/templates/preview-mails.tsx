import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SUPPORTED_LOCALES } from '@marketplace/contracts/wire';
import { MAIL_CATEGORY, MAIL_KINDS } from '../mail-kinds.js';
import { renderMail } from './render-mail.js';
import { SAMPLE_MAILS, SAMPLE_SITE_ORIGIN } from './sample-mails.js';

/**
 * `npm run mail:preview -w api`: every kind of mail in every language, rendered from the sample params as the
 * sender would (with an antiphishing code, and the unsubscribe link on offers mails), written to
 * `api/mail-preview/` (git-ignored) as `<kind>.<locale>.html` and `.txt`, with an `index.html` that lists them
 * and shows each subject. Open the index in a browser to look at them.
 */
const folder = path.join(import.meta.dirname, '..', '..', '..', 'mail-preview');

await rm(folder, { recursive: true, force: true });
await mkdir(folder, { recursive: true });
const rows: string[] = [];
for (const kind of MAIL_KINDS) {
  for (const locale of SUPPORTED_LOCALES) {
    const mail = await renderMail(SAMPLE_MAILS[kind], {
      locale,
      antiphishingCode: 'blue fox 42',
      siteOrigin: SAMPLE_SITE_ORIGIN,
      unsubscribeUrl: MAIL_CATEGORY[kind] === 'offers' ? `${SAMPLE_SITE_ORIGIN}/communications?unsubscribe=preview` : null,
    });
    const name = `${kind}.${locale}`;
    await writeFile(path.join(folder, `${name}.html`), mail.html);
    await writeFile(path.join(folder, `${name}.txt`), `Subject: ${mail.subject}\n\n${mail.text}\n`);
    const subject = mail.subject.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);
    rows.push(`<tr><td>${kind}</td><td>${locale}</td><td><a href="${name}.html">${subject}</a></td><td><a href="${name}.txt">text</a></td></tr>`);
  }
}
await writeFile(
  path.join(folder, 'index.html'),
  `<!doctype html><meta charset="utf-8"><title>Mail preview</title><table><tr><th>kind</th><th>locale</th><th>subject</th><th></th></tr>${rows.join('')}</table>`,
);
console.log(`${rows.length} mails written to ${folder}/ (open index.html)`);
