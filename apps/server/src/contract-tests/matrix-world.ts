import { activities, type Caller, core, createCaller } from '@kitlab/contract';
import { eq } from 'drizzle-orm';
import { assignments } from '../db/schema/index.js';
import { createActivityContentFactories } from '../test/activity-content-factories.js';
import { createAssignmentFactories } from '../test/assignment-factories.js';
import type { TestApp } from '../test/test-app.js';
import { fileBytes } from '../test/uploads.js';
import { issueToken, transportFromNewAddress } from './sessions.js';

/**
 * Two schools of one district, each with an administrator; school A has 6A (its Science teacher,
 * the student who calls, a classmate) and 6B (another Science teacher and student), and a teacher
 * of 6A in Robotics who teaches Science only in 6C; school B has its 6A with a Science teacher and
 * a student. Each class has a kit of its own school assigned in Science, and each student has work
 * in it: see `buildWork`.
 */
export async function buildMatrixPeople(t: TestApp) {
  const district = await t.make.district();
  const schoolA = await t.make.school(district, `Alder ${district.id}`);
  const schoolB = await t.make.school(district, `Birch ${district.id}`);
  const classA = await t.make.schoolClass(schoolA, '6A');
  const otherClassA = await t.make.schoolClass(schoolA, '6B');
  const classB = await t.make.schoolClass(schoolB, '6A');
  const person = async (
    type: 'S' | 'T' | 'C',
    school: typeof schoolA,
    lastName: string,
    schoolClass?: typeof classA,
  ) => {
    const user = await t.make.user({ type, organisation: school, lastName });
    if (schoolClass && type === 'S') await t.make.enrol(user, schoolClass);
    if (schoolClass && type === 'T') await t.make.teach(user, schoolClass, 'Science');
    return user;
  };
  const otherSubjectTeacherA = await person('T', schoolA, 'Teacher 6A Robotics');
  await t.make.teach(otherSubjectTeacherA, classA, 'Robotics');
  await t.make.teach(otherSubjectTeacherA, await t.make.schoolClass(schoolA, '6C'), 'Science');
  return {
    district,
    schoolA,
    schoolB,
    classA,
    otherClassA,
    classB,
    studentA: await person('S', schoolA, 'Student A', classA),
    classmateA: await person('S', schoolA, 'Classmate A', classA),
    otherStudentA: await person('S', schoolA, 'Student 6B', otherClassA),
    studentB: await person('S', schoolB, 'Student B', classB),
    teacherA: await person('T', schoolA, 'Teacher A', classA),
    otherTeacherA: await person('T', schoolA, 'Teacher 6B', otherClassA),
    /** Teaches 6A, in Robotics only: none of 6A's work is theirs (decision 0039). */
    otherSubjectTeacherA,
    teacherB: await person('T', schoolB, 'Teacher B', classB),
    adminA: await person('C', schoolA, 'Admin A'),
    adminB: await person('C', schoolB, 'Admin B'),
  };
}

export type MatrixPeople = Awaited<ReturnType<typeof buildMatrixPeople>>;
type User = MatrixPeople['studentA'];
type SchoolClass = MatrixPeople['classA'];
type School = MatrixPeople['schoolA'];

/** A caller signed in as the user with a token of its own. */
export async function callerFor(t: TestApp, user: User): Promise<Caller> {
  return createCaller(transportFromNewAddress(t)).withToken(await issueToken(t, user));
}

/** A caller without a token. */
export function anonymousCaller(t: TestApp): Caller {
  return createCaller(transportFromNewAddress(t));
}

/** Asks for an upload address as the student and sends a PNG there; answers the key. */
export async function uploadAs(t: TestApp, student: User): Promise<string> {
  const caller = await callerFor(t, student);
  const presigned = await caller.send(core.generatePresignedUrl, {
    body: { content_type: 'image/png' },
  });
  const address = presigned.data;
  if (!address) throw new Error(`presign: ${presigned.status} ${presigned.text}`);
  const url = new URL(address.url, 'http://server');
  const put = await t.app.inject({
    method: 'PUT',
    url: `${url.pathname}${url.search}`,
    headers: { 'content-type': 'image/png' },
    payload: fileBytes('image/png'),
  });
  if (put.statusCode !== 201) throw new Error(`upload: ${put.statusCode} ${put.body}`);
  return address.key;
}

/** The query of a presigned address, as the upload and download calls take it. */
export function queryOfAddress(address: string): Record<string, string> {
  return Object.fromEntries(new URL(address, 'http://server').searchParams);
}

/**
 * One class's work: a kit of its school (a quiz, a worksheet and a quest with content) assigned
 * to the class by its teacher in their subject, and for each of its students a submitted quiz, a
 * draft worksheet, an uploaded photo and a paper page of the worksheet.
 */
async function classWork(t: TestApp, school: School, schoolClass: SchoolClass, teacher: User) {
  const kitsOf = createAssignmentFactories(t.db);
  const content = createActivityContentFactories(t.db);
  const made = await kitsOf.kit({
    owner: school,
    activities: ['quiz', 'worksheet', 'quest', 'quest'],
  });
  const [quizRow, worksheetRow, questRow, handedInRow] = made.activities;
  if (!quizRow || !worksheetRow || !questRow || !handedInRow) {
    throw new Error('kit without its activities');
  }
  const quiz = await content.quiz(quizRow, [[{ marks: 2, options: [true, false] }]]);
  const worksheet = await content.worksheet(worksheetRow, [{ kind: 'short_answer', marks: 3 }]);
  const step = { text: 'optional', attachments: 'photos', max_photos: 3 } as const;
  const quest = await content.quest(questRow, [step]);
  const handedIn = await content.quest(handedInRow, [step]);
  const teaching = await kitsOf.teachingOf(teacher, schoolClass);
  const assignment = await kitsOf.assignment({
    schoolClass,
    kit: made.kit,
    teacher,
    dueDate: '2030-03-20',
    teaching,
  });
  await t.db
    .update(assignments)
    .set({ allowRetries: true })
    .where(eq(assignments.id, assignment.id));
  return {
    kit: made.kit,
    quiz: { activity: quizRow, question: quiz.questions[0] },
    worksheet: { activity: worksheetRow, question: worksheet.questions[0] },
    quest: { activity: questRow, step: quest.steps[0] },
    /** A quest every student has handed in; the class may try it again. */
    handedIn: { activity: handedInRow, step: handedIn.steps[0] },
    assignment,
    /** The teaching (class x subject) the kit was assigned in, and its subject. */
    teachingId: teaching.id,
    subjectId: teaching.subjectId,
  };
}

export type ClassWork = Awaited<ReturnType<typeof classWork>>;

async function studentWork(t: TestApp, student: User, work: ClassWork) {
  const kitsOf = createAssignmentFactories(t.db);
  const submitted = await kitsOf.attempt({
    student,
    activity: work.quiz.activity,
    assignmentId: work.assignment.id,
    marksObtained: 2,
    submittedAt: new Date('2030-03-09T10:00:00Z'),
  });
  const draft = await kitsOf.attempt({
    student,
    activity: work.worksheet.activity,
    assignmentId: work.assignment.id,
    status: 'DR',
    submittedAt: new Date('2030-03-09T10:00:00Z'),
  });
  const handedIn = await kitsOf.attempt({
    student,
    activity: work.handedIn.activity,
    assignmentId: work.assignment.id,
    submittedAt: new Date('2030-03-09T10:00:00Z'),
  });
  const upload = await uploadAs(t, student);
  const page = await uploadAs(t, student);
  const caller = await callerFor(t, student);
  const offline = await caller.send(activities.addWorksheetPage, {
    body: { activity_id: work.worksheet.activity.id, key: page },
  });
  const offlineId = offline.data?.offline_pages[0]?.offline_worksheet_id;
  if (offlineId === undefined) throw new Error(`offline page: ${offline.status} ${offline.text}`);
  return { submitted, draft, handedIn, upload, offlineId };
}

/** Whose objects a cell is called with. */
export const FIXTURES = ['own', 'classmate', 'otherClass', 'otherSchool'] as const;
export type FixtureName = (typeof FIXTURES)[number];

/** The objects of one student, their class, its teacher and its school. */
export interface Fixture {
  name: FixtureName;
  school: School;
  schoolClass: SchoolClass;
  teacher: User;
  student: User;
  admin: User;
  work: ClassWork;
  attempts: Awaited<ReturnType<typeof studentWork>>;
}

/**
 * Everything the cells are called with, built afresh for a call that changes what it is given
 * (submits an attempt, deletes a page), so that every call starts from the same state.
 */
export async function buildWork(
  t: TestApp,
  p: MatrixPeople,
): Promise<Record<FixtureName, Fixture>> {
  const workA = await classWork(t, p.schoolA, p.classA, p.teacherA);
  const workOtherA = await classWork(t, p.schoolA, p.otherClassA, p.otherTeacherA);
  const workB = await classWork(t, p.schoolB, p.classB, p.teacherB);
  const inA = { school: p.schoolA, admin: p.adminA };
  return {
    own: {
      name: 'own',
      ...inA,
      schoolClass: p.classA,
      teacher: p.teacherA,
      student: p.studentA,
      work: workA,
      attempts: await studentWork(t, p.studentA, workA),
    },
    classmate: {
      name: 'classmate',
      ...inA,
      schoolClass: p.classA,
      teacher: p.teacherA,
      student: p.classmateA,
      work: workA,
      attempts: await studentWork(t, p.classmateA, workA),
    },
    otherClass: {
      name: 'otherClass',
      ...inA,
      schoolClass: p.otherClassA,
      teacher: p.otherTeacherA,
      student: p.otherStudentA,
      work: workOtherA,
      attempts: await studentWork(t, p.otherStudentA, workOtherA),
    },
    otherSchool: {
      name: 'otherSchool',
      school: p.schoolB,
      admin: p.adminB,
      schoolClass: p.classB,
      teacher: p.teacherB,
      student: p.studentB,
      work: workB,
      attempts: await studentWork(t, p.studentB, workB),
    },
  };
}
