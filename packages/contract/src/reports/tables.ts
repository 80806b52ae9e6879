/** Progress by topic and week, and the detailed table of students by questions with its exports. */
export {};
