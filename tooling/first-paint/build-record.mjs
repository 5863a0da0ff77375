import { readFile, stat } from 'node:fs/promises';

/**
 * Reads a JSON record the served shell build publishes beside its files (`builds/*.json`), again only
 * when the file changed: a publish or a rollback of the shell puts another build's record in its place,
 * and the next page reads that one. Answers `whenMissing` while the build has no such record.
 */
export function createBuildRecordReader(file, whenMissing) {
  let read = { version: '', record: whenMissing };
  return async function buildRecord() {
    try {
      const { ino, mtimeMs, size } = await stat(file);
      const version = `${ino}:${mtimeMs}:${size}`;
      if (version !== read.version) read = { version, record: JSON.parse(await readFile(file, 'utf8')) };
      return read.record;
    } catch {
      return whenMissing;
    }
  };
}
