import type { StrengthCheck } from './password-strength';

export type CheckStrength = (password: string, userInputs: readonly string[]) => StrengthCheck;

let loading: Promise<CheckStrength> | undefined;

/**
 * The zxcvbn estimator with its common-password and keyboard data. It weighs about a megabyte,
 * so it is loaded only when a password screen first needs it, and only once.
 */
export function loadStrengthChecker(): Promise<CheckStrength> {
  loading ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')])
    .then(([core, common]) => {
      const zxcvbn = new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary },
        graphs: common.adjacencyGraphs,
        useLevenshteinDistance: true,
      });
      return (password: string, userInputs: readonly string[]) => {
        const result = zxcvbn.check(password, [...userInputs]);
        return {
          score: result.score,
          warning: result.feedback.warning,
          suggestions: result.feedback.suggestions,
        };
      };
    })
    .catch((error: unknown) => {
      // A failed chunk download may succeed on the next password screen.
      loading = undefined;
      throw error;
    });
  return loading;
}
