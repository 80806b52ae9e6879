import type { rewards } from '@kitlab/contract';

/** A last name's initial, as anyone but a student's teachers sees it: "lovelace" is "L". */
export const lastInitialOf = (lastName: string): string => lastName.trim().charAt(0).toUpperCase();

/** How classmates see a student: first name and last initial, never the whole name. */
export const classmateLabelOf = (person: {
  firstName: string;
  lastName: string;
}): rewards.ClassmateLabel => ({
  first_name: person.firstName,
  last_initial: lastInitialOf(person.lastName),
});
