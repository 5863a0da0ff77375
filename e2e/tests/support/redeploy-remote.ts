import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { rspack, type Configuration } from '@rspack/core';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');

export interface Redeployment {
  /** Puts the original build back where the remote's server reads it. */
  rollBack: () => void;
}

/**
 * Does what the legal team does to ship a change: edits its source (in a copy of its package),
 * builds it for production, and replaces the files its server publishes. The shell is not touched.
 */
export async function redeployRemote(
  packageDir: string,
  edit: { file: string; from: string; to: string },
): Promise<Redeployment> {
  const source = path.join(ROOT, packageDir);
  const copy = path.join(ROOT, `.redeploy-${packageDir}`);
  rmSync(copy, { recursive: true, force: true });
  for (const entry of ['src', 'exposes.json', 'package.json', 'rspack.config.mjs', 'tsconfig.json']) {
    cpSync(path.join(source, entry), path.join(copy, entry), { recursive: true });
  }
  const editedFile = path.join(copy, edit.file);
  const original = readFileSync(editedFile, 'utf8');
  if (!original.includes(edit.from)) throw new Error(`${edit.file} no longer contains ${edit.from}`);
  writeFileSync(editedFile, original.replace(edit.from, edit.to));

  const output = mkdtempSync(path.join(ROOT, `.redeploy-${packageDir}-dist-`));
  process.env.MARKETPLACE_OUTPUT_PATH = output;
  try {
    const { default: configFor } = (await import(pathToFileURL(path.join(copy, 'rspack.config.mjs')).href)) as {
      default: (env: object, argv: { mode: string }) => Configuration;
    };
    const config = configFor({}, { mode: 'production' });
    await new Promise<void>((resolve, reject) => {
      rspack(config).run((error, stats) => {
        if (error) reject(error);
        else if (stats?.hasErrors()) reject(new Error(stats.toString({ all: false, errors: true })));
        else resolve();
      });
    });
  } finally {
    delete process.env.MARKETPLACE_OUTPUT_PATH;
    rmSync(copy, { recursive: true, force: true });
  }

  const published = path.join(source, 'dist');
  const previous = `${published}.before-redeploy`;
  rmSync(previous, { recursive: true, force: true });
  renameSync(published, previous);
  renameSync(output, published);
  return {
    rollBack: () => {
      if (!existsSync(previous)) return;
      rmSync(published, { recursive: true, force: true });
      renameSync(previous, published);
    },
  };
}
