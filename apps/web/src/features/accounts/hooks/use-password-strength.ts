import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { describeStrength, type Strength, type StrengthCheck } from '../utils/password-strength';
import { loadStrengthChecker } from '../utils/strength-checker';

const SETTLE_MS = 120;

/**
 * The strength meter of a new password. The estimate runs once typing pauses; the user's own
 * name and email count against the password.
 */
export function usePasswordStrength(
  password: string,
  userInputs: readonly string[] = [],
): Strength | null {
  const [settled] = useDebouncedValue(password, SETTLE_MS);
  const [check, setCheck] = useState<StrengthCheck | null>(null);
  const inputsKey = userInputs.join('\n');

  useEffect(() => {
    if (settled === '') {
      setCheck(null);
      return;
    }
    let current = true;
    loadStrengthChecker()
      .then((estimate) => {
        if (current) setCheck(estimate(settled, inputsKey ? inputsKey.split('\n') : []));
      })
      // Without the estimator the length rules still show; the server has the last word anyway.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [settled, inputsKey]);

  return describeStrength(password, check);
}
