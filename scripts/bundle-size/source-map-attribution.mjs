const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]));

/** The Base64 VLQ numbers of one mapping segment (source-map v3: 5 bits a digit, sign in the lowest bit). */
function decodeSegment(segment) {
  const numbers = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`Not a Base64 VLQ digit: ${char}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      numbers.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return numbers;
}

/**
 * How many bytes of a built file each original source accounts for, read from the file's source
 * map: every generated column range belongs to the source of the mapping segment that starts it.
 * Bytes no segment covers (the bundler's own runtime, wrappers) are counted under `null`.
 *
 * @param {string} code the built file's text
 * @param {{ sources: string[], mappings: string }} map its source map
 * @returns {Map<string | null, number>} source → bytes (UTF-8)
 */
export function bytesBySource(code, map) {
  const bytes = new Map();
  const add = (source, text) => {
    if (text.length) bytes.set(source, (bytes.get(source) ?? 0) + Buffer.byteLength(text));
  };
  const lines = code.split('\n');
  const mappingLines = map.mappings.split(';');
  let sourceIndex = 0;
  lines.forEach((line, lineIndex) => {
    let column = 0;
    let current = null;
    let generatedColumn = 0;
    for (const segment of (mappingLines[lineIndex] ?? '').split(',')) {
      if (!segment) continue;
      const [columnDelta, sourceDelta] = decodeSegment(segment);
      generatedColumn += columnDelta;
      add(current, line.slice(column, generatedColumn));
      column = generatedColumn;
      if (sourceDelta === undefined) {
        current = null;
      } else {
        sourceIndex += sourceDelta;
        current = map.sources[sourceIndex] ?? null;
      }
      // The remaining fields (original line, column, name) only move their own counters, which a
      // byte count does not need; source-map v3 keeps each field's delta independent.
    }
    add(current, `${line.slice(column)}${lineIndex < lines.length - 1 ? '\n' : ''}`);
  });
  return bytes;
}

/**
 * A readable name for a source path of a map (`webpack://app/../node_modules/react-dom/cjs/x.js`):
 * the npm package it belongs to, or the workspace package and folder (the app's own `./src/…`
 * files belong to `app`).
 *
 * @returns {{ group: string, module: string }}
 */
export function describeSource(source, app) {
  if (source === null) return { group: '(bundler runtime)', module: '(bundler runtime)' };
  if (source.startsWith('data:')) return { group: '(federation runtime glue)', module: '(federation runtime glue)' };
  // `css ./src/x.module.css` is the class-name map a CSS module compiles to; it belongs with its stylesheet's folder.
  const path = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^css /, '');
  if (path.startsWith('webpack/runtime/')) return { group: '(bundler runtime)', module: `(bundler runtime) ${path.slice('webpack/runtime/'.length)}` };
  const inPackage = path.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/);
  if (inPackage) return { group: inPackage[1], module: `${inPackage[1]}/${inPackage[2]}` };
  const workspace = path.match(/(?:^|\/)(shared-contracts|locales|shell|mfe-[a-z]+)\/(.*)$/);
  const [pkg, file] = workspace
    ? [workspace[1] === 'shared-contracts' ? '@marketplace/contracts' : workspace[1], workspace[2]]
    : [app, path.replace(/^\.\//, '')];
  const folder = file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : '.';
  return { group: `${pkg} ${folder}`, module: `${pkg}/${file}` };
}
