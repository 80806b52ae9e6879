/**
 * Whether a benchmark runs the scenario of this name: `BENCH_ONLY=<words>` runs those whose name
 * contains the words (in any case); without it, every scenario runs.
 */
export function isChosenScenario(name: string): boolean {
  const only = process.env.BENCH_ONLY?.toLowerCase();
  return !only || name.toLowerCase().includes(only);
}

/** The scenarios `BENCH_ONLY` chooses, beside the first `kept` ones, which always run (yardsticks). */
export function chosenScenarios<Scenario extends readonly [string, ...unknown[]]>(
  scenarios: readonly Scenario[],
  kept = 0,
): Scenario[] {
  return scenarios.filter(([name], index) => index < kept || isChosenScenario(name));
}
