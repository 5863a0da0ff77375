import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The shell's Content-Security-Policy, derived from the `config.json` it serves, so publishing a remote
 * on a new origin (a new manifest URL in the configuration) needs no code change: scripts, styles and
 * fonts only from the shell and the remotes' origins (plus the humanity and analytics scripts the
 * configuration names), calls only to those and the configured APIs, no plugins, no framing, no
 * `<base>` from elsewhere. No `'unsafe-inline'` or `'unsafe-eval'` for scripts: the shell's HTML has no
 * inline script and Module Federation loads remotes as script files (styles do allow inline, see below).
 */
export function contentSecurityPolicyOf(config) {
  const originOf = (url) => new URL(url).origin;
  // A pinned or canary build of a remote (`remoteOverrides`) may live on another origin than its live build.
  const manifests = [...Object.values(config.remotes ?? {}), ...Object.values(config.remoteOverrides ?? {}).map((override) => override.manifest)];
  const remotes = manifests.map(originOf);
  const apis = Object.values(config.api ?? {}).map(originOf);
  const thirdPartyScripts = [config.captcha?.scriptUrl, config.analytics?.scriptUrl].filter(Boolean).map(originOf);
  const list = (...sources) => [...new Set(sources.flat())].join(' ');
  const directives = {
    'default-src': list("'self'"),
    'script-src': list("'self'", remotes, thirdPartyScripts),
    // Styles may be inline: libraries of the shell insert <style> elements whose content varies (no stable
    // hash). A style cannot run code; the scripts, which can, stay limited to the listed origins.
    'style-src': list("'self'", remotes, "'unsafe-inline'"),
    'font-src': list("'self'", remotes, 'data:'),
    'img-src': list("'self'", remotes, apis, 'data:', 'blob:'),
    'connect-src': list("'self'", remotes, apis, thirdPartyScripts),
    'frame-src': list(thirdPartyScripts.length ? thirdPartyScripts : ["'none'"]),
    'worker-src': list("'self'", 'blob:'),
    'object-src': "'none'",
    'base-uri': "'self'",
    'form-action': list("'self'", apis),
    'frame-ancestors': "'none'",
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}

/**
 * The policy of a built shell, computed for each document it serves from its `config.json` as it is
 * at that moment, as the browser will read it. An operator pins a remote or starts a canary by editing
 * `remoteOverrides` in that file under a running server, and a publish or rollback of the shell puts
 * another build's file in its place (a new file by rename): either way the next page the browser loads
 * is allowed the origins its configuration now names, with no restart. The policy is kept while the
 * file is the same (same inode, modification time and size), so a page costs one `stat`. `served` is
 * what the server does to the file's text before a browser reads it (a relocated site, scripts/site-layout.mjs).
 */
export function contentSecurityPolicyOfBuild(root, served = (text) => text) {
  const configPath = path.join(root, 'config.json');
  let read = { version: '', policy: '' };
  return function currentPolicy() {
    const { ino, mtimeMs, size } = statSync(configPath);
    const version = `${ino}:${mtimeMs}:${size}`;
    if (version !== read.version) read = { version, policy: contentSecurityPolicyOf(JSON.parse(served(readFileSync(configPath, 'utf8')))) };
    return read.policy;
  };
}
