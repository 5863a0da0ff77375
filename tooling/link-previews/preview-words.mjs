import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The words of link previews are the shell's (`linkPreview.*` of its catalogue): read from the build the
 * shell serves (`_i18n/{locale}/messages.json`), so a shell release or rollback changes them with its pages.
 */
export async function previewWordsOf(root, locale) {
  const catalogue = JSON.parse(await readFile(path.join(root, '_i18n', locale, 'messages.json'), 'utf8'));
  const words = catalogue.linkPreview;
  if (!words) throw new Error(`The shell's ${locale} catalogue has no linkPreview words`);
  return (key, values = {}) => {
    const sentence = words[key];
    if (typeof sentence !== 'string') throw new Error(`linkPreview.${key} is missing in the ${locale} catalogue`);
    return sentence.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name) => String(values[name] ?? ''));
  };
}
