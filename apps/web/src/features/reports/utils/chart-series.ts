/** Completion and average score, in the same colours on each of the report's charts. */
export const RATE_SERIES = [
  { name: 'completion', label: 'Completion (%)', color: 'blue.8' },
  { name: 'average', label: 'Average score (%)', color: 'grape.8' },
];
