/** The live view of work: the open work across a teacher's classes, a quiz's and a quest's details. */
export {};
