import path from 'node:path';

/**
 * Import cycles through values (issue 26: "the cycle report of the tree is empty except type-only ties").
 * A loop of files that take values from each other has an order problem whichever file loads first (a
 * value read before its module ran); a tie made of types alone vanishes at compile time and is allowed.
 */

const STATIC_IMPORT = /^\s*(import|export)\s+([^;'"]*?)\s*from\s*['"]([^'"]+)['"]/gm;
const BARE_IMPORT = /^\s*import\s*['"]([^'"]+)['"]/gm;
const RESOLVED_EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx'];

/** Whether an import or re-export clause brings types only (`import type`, or braces whose every name is `type X`). */
function typesOnly(clause) {
  if (/^type\b/.test(clause)) return true;
  const braces = /^\{([^}]*)\}$/.exec(clause.trim());
  if (!braces) return false;
  const names = braces[1]
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return names.length > 0 && names.every((name) => /^type\s/.test(name));
}

/** The relative specifiers a source imports or re-exports values from (static imports; `import()` loads later and ties no load order). */
function valueImportSpecifiers(source) {
  const specifiers = [];
  for (const [, , clause, specifier] of source.matchAll(STATIC_IMPORT)) if (!typesOnly(clause)) specifiers.push(specifier);
  for (const [, specifier] of source.matchAll(BARE_IMPORT)) specifiers.push(specifier);
  return specifiers.filter((specifier) => specifier.startsWith('.'));
}

function resolveIn(known, fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  const stem = base.replace(/\.js$/, '');
  for (const candidate of [...RESOLVED_EXTENSIONS.map((extension) => `${base}${extension}`), `${stem}.ts`, `${stem}.tsx`]) {
    if (known.has(candidate)) return candidate;
  }
  return null;
}

/**
 * The loops of value imports among `files` (absolute paths; `read` gives a file's text): each loop as its
 * files, the strongly connected components of the value-import graph with more than one file or a file
 * importing itself (Tarjan's algorithm, iterative so a deep tree cannot overflow the stack).
 */
export function valueCycles(files, read) {
  const known = new Set(files);
  const edges = new Map(files.map((file) => [file, valueImportSpecifiers(read(file)).flatMap((specifier) => resolveIn(known, file, specifier) ?? [])]));
  const order = new Map();
  const lowest = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  let counter = 0;
  for (const root of files) {
    if (order.has(root)) continue;
    const work = [[root, 0]];
    order.set(root, counter);
    lowest.set(root, counter++);
    stack.push(root);
    onStack.add(root);
    while (work.length) {
      const frame = work.at(-1);
      const [file, next] = frame;
      const targets = edges.get(file);
      if (next < targets.length) {
        frame[1] += 1;
        const target = targets[next];
        if (!order.has(target)) {
          order.set(target, counter);
          lowest.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push([target, 0]);
        } else if (onStack.has(target)) lowest.set(file, Math.min(lowest.get(file), order.get(target)));
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work.at(-1)[0];
        lowest.set(parent, Math.min(lowest.get(parent), lowest.get(file)));
      }
      if (lowest.get(file) !== order.get(file)) continue;
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      if (component.length > 1 || targets.includes(file)) cycles.push(component.sort());
    }
  }
  return cycles;
}
