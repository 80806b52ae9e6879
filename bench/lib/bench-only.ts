/**
 * The scenarios a benchmark runs: `BENCH_ONLY=<words>` runs those whose name contains the words
 * (in any case), beside the first `kept` ones, which always run (yardsticks); without it, every
 * scenario runs.
 */
export function chosenScenarios<Scenario extends readonly [string, ...unknown[]]>(
  scenarios: readonly Scenario[],
  kept = 0,
): Scenario[] {
  const only = process.env.BENCH_ONLY?.toLowerCase();
  return scenarios.filter(
    ([name], index) => index < kept || !only || name.toLowerCase().includes(only),
  );
}
