/** "Maya R.", or the label alone when there is no initial ("A former student"). */
export const classmateName = (person: { first_name: string; last_initial: string }): string =>
  person.last_initial ? `${person.first_name} ${person.last_initial}.` : person.first_name;
