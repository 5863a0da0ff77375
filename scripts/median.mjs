/** The benchmarks' middle figure: the median of the measured values (the upper one of an even count), values not measured (null) left out; null when none was. */
export function median(values) {
  const known = values.filter((value) => value !== null);
  return known.length ? [...known].sort((a, b) => a - b)[Math.floor(known.length / 2)] : null;
}
