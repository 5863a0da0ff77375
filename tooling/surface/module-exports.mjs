import { parseSync } from '@swc/core';

/**
 * The value exports of a TypeScript module read from its source, following its `export * from`
 * into the modules it names, as a bundler sees them: types, interfaces and `declare`d names are not
 * exports at run time, so they are left out. `read` answers a file's text or null when absent, so the
 * sources may come from the disk or from a commit. Only relative re-exports can be followed; a
 * re-export of a whole package is refused, since its names depend on the package, not the source.
 *
 * @param {(file: string) => string | null} read  the text of a repository file, by its path from the root
 * @param {string} file  path of the module from the repository root (`shell/src/federation/surfaces/react-router-surface.ts`)
 * @returns {string[]} sorted export names
 */
export function moduleExports(read, file) {
  return [...collect(read, file, new Set())].sort();
}

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The repository file a relative specifier names from `fromFile`, with the extensions TypeScript tries. */
export function resolveRelative(read, fromFile, specifier) {
  const base = joinPath(fromFile.split('/').slice(0, -1).join('/'), specifier);
  const found = EXTENSIONS.map((extension) => `${base}${extension}`).find((candidate) => /\.tsx?$/.test(candidate) && read(candidate) !== null);
  if (!found) throw new Error(`${fromFile}: cannot find the module '${specifier}'`);
  return found;
}

function joinPath(dir, relative) {
  const parts = dir.split('/').filter(Boolean);
  for (const part of relative.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

function collect(read, file, visiting) {
  if (visiting.has(file)) return new Set();
  visiting.add(file);
  const source = read(file);
  if (source === null) throw new Error(`${file} does not exist`);
  const names = new Set();
  for (const item of parseSync(source, { syntax: 'typescript', tsx: file.endsWith('.tsx') }).body) {
    if (item.type === 'ExportDeclaration') {
      for (const name of declaredValueNames(item.declaration)) names.add(name);
    } else if (item.type === 'ExportNamedDeclaration' && !item.typeOnly) {
      for (const specifier of item.specifiers) {
        if (specifier.isTypeOnly) continue;
        const exported = specifier.exported ?? specifier.orig ?? specifier.name;
        names.add(exported.value);
      }
    } else if (item.type === 'ExportAllDeclaration' && !item.typeOnly) {
      const specifier = item.source.value;
      if (!specifier.startsWith('.')) throw new Error(`${file} re-exports all of '${specifier}': name its exports, so what the module provides is known`);
      for (const name of collect(read, resolveRelative(read, file, specifier), visiting)) if (name !== 'default') names.add(name);
    } else if (item.type === 'ExportDefaultDeclaration' || item.type === 'ExportDefaultExpression') {
      names.add('default');
    }
  }
  return names;
}

function declaredValueNames(declaration) {
  if (declaration.declare) return [];
  switch (declaration.type) {
    case 'VariableDeclaration':
      return declaration.declarations.flatMap((declarator) => bindingNames(declarator.id));
    case 'FunctionDeclaration':
    case 'ClassDeclaration':
      return [declaration.identifier.value];
    case 'TsEnumDeclaration':
      return declaration.isConst ? [] : [declaration.id.value];
    default:
      // Interfaces, type aliases and namespaces of types: nothing at run time.
      return [];
  }
}

function bindingNames(pattern) {
  switch (pattern.type) {
    case 'Identifier':
      return [pattern.value];
    case 'ObjectPattern':
      return pattern.properties.flatMap((property) =>
        property.type === 'RestElement' ? bindingNames(property.argument) : property.value ? bindingNames(property.value) : [property.key.value],
      );
    case 'ArrayPattern':
      return pattern.elements.filter(Boolean).flatMap(bindingNames);
    case 'AssignmentPattern':
      return bindingNames(pattern.left);
    case 'RestElement':
      return bindingNames(pattern.argument);
    default:
      return [];
  }
}
