/** The audit's table: one row per finding of SECURITY.md, gathered from the probes' describe titles (`finding <N>: <title>`). */
export function findingRows(probes) {
  const rows = new Map();
  for (const probe of probes) {
    const [, number, title] = /^finding (\d+):\s*(.*)$/i.exec(probe.suite) ?? [null, '—', probe.suite || '(outside a finding)'];
    const key = number;
    const row = rows.get(key) ?? { finding: number, title, where: new Set(), probes: 0, held: 0, failed: 0, ms: 0 };
    row.where.add(probe.where);
    row.probes += 1;
    row.held += probe.passed ? 1 : 0;
    row.failed += probe.passed ? 0 : 1;
    row.ms += probe.ms;
    rows.set(key, row);
  }
  return [...rows.values()].sort((a, b) => Number(a.finding) - Number(b.finding) || String(a.finding).localeCompare(String(b.finding)));
}

/** A Markdown table, so the figures paste into the README as they are. */
export function formatAuditTable(rows) {
  const header = ['finding', 'what', 'where', 'probes', 'held', 'failed', 'time'];
  const lines = rows.map((row) => [
    row.finding,
    row.title,
    [...row.where].join(' + '),
    String(row.probes),
    String(row.held),
    String(row.failed),
    `${(row.ms / 1000).toFixed(1)} s`,
  ]);
  return [header, header.map(() => '---'), ...lines].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}
