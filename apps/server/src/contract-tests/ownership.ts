import { accounts, type Caller, core, type RequestParts, type UserType } from '@kitlab/contract';
import { and, eq } from 'drizzle-orm';
import { answerHeaders, notifications, pushDevices, teacherClasses } from '../db/schema/index.js';
import { ensureReferenceData } from '../db/seed/reference-data.js';
import { createAssignmentFactories } from '../test/assignment-factories.js';
import { studentThread } from '../test/discussion-factories.js';
import { encryptForServer } from '../test/encrypt-payload.js';
import { TEST_PASSWORD } from '../test/factories.js';
import { codeIn, latestOutboxId, waitForOutboxMail } from '../test/outbox.js';
import { DEVICE_INFO } from '../test/push-world.js';
import type { TestApp } from '../test/test-app.js';
import { fileBytes } from '../test/uploads.js';
import {
  anonymousCaller,
  callerFor,
  type Fixture,
  type MatrixPeople,
  queryOfAddress,
} from './matrix-world.js';

/** How a caller stands to the owner of an object. */
export type Relation =
  /** The student whose object it is. */
  | 'owner'
  /** Another student of the owner's class. */
  | 'classmate'
  /** A student of another class of the owner's school. */
  | 'schoolmate'
  /** The teacher of the owner's class. */
  | 'classTeacher'
  /** A teacher of the owner's school who does not teach the owner's class. */
  | 'schoolTeacher'
  /** An administrator of the owner's school. */
  | 'schoolAdmin'
  /** Anyone of another school of the same district. */
  | 'stranger';

/**
 * The ownership table: for each kind of object a call names, who besides its owner may use it.
 * A caller with one of the call's declared roles who is not listed gets the refusal (404 unless a
 * call says otherwise): for them the object does not exist.
 */
export const OWNERSHIP = {
  /** Calls about the caller themself or public reference data: every declared role. */
  self: 'any',
  /** An attempt (answer_header_id, its worksheet pages): its student; their class's teacher and school's administrator review it. */
  attempt: ['owner', 'classTeacher', 'schoolAdmin'],
  /** An uploaded file (its key): only the student who uploaded it. */
  upload: ['owner'],
  /** A class (class_id), its assignments and the activities assigned to it: its students, its teacher, its school's administrator. */
  class: ['owner', 'classmate', 'classTeacher', 'schoolAdmin'],
  /** Changing an assignment: the teacher of its class. */
  manage: ['classTeacher'],
  /** A teaching (teacher_assign_id: class x subject): only the teacher it belongs to. */
  teaching: ['classTeacher'],
  /** A notification (its id): only the user it was made for. */
  notification: ['owner'],
  /** A push device (its token): only the user whose browser it is. */
  device: ['owner'],
  /** A school's own kit: students of a class it is assigned to; teachers of its school teaching its grade and subject. */
  kit: ['owner', 'classmate', 'classTeacher', 'schoolTeacher'],
  /** A user, a teaching or a school (user_token, school_token): the administrator of that school. */
  school: ['schoolAdmin'],
  /** The district's own settings: its district administrators only, none of a school. */
  district: [],
} as const satisfies Record<string, 'any' | readonly Relation[]>;

export type Rule = keyof typeof OWNERSHIP;

/** What an input builder may use. */
export interface InputContext {
  t: TestApp;
  people: MatrixPeople;
  /** The role the cell calls with, null when anonymous. */
  role: UserType | null;
  /** Who calls, null when anonymous. */
  user: MatrixPeople['studentA'] | null;
  /** A number not used before, for names and emails. */
  unique(): number;
}

/** How the matrix calls one call of the contract. */
export interface CallSpec {
  /** The kind of object the call names, for every role or by role. */
  rule: Rule | Partial<Record<UserType, Rule>>;
  /** The call's input built from the objects of one fixture (someone's objects). */
  input(f: Fixture, c: InputContext): Promise<RequestParts> | RequestParts;
  /** The call changes what it is given: build the fixtures afresh before its cells. */
  changes?: boolean;
  /**
   * How someone else's object is refused when not with 404: another status (for all, or by the
   * caller's relation or else role), or a list that comes back empty (`results: []`) because the object filters it.
   */
  refusal?: Refusal | Partial<Record<Relation | UserType, Refusal>>;
}

export type Refusal = 404 | 400 | 403 | 'empty list';

const STAFF_DEFAULT_QUERY = (f: Fixture) => ({ kit_id: f.work.kit.id });

/** Hands in the student's draft of the activity, as if they had submitted it. */
async function handInDrafts(t: TestApp, user: { id: number }, activity: { id: number }) {
  await t.db
    .update(answerHeaders)
    .set({ status: 'S', submittedAt: t.clock.now() })
    .where(
      and(
        eq(answerHeaders.studentId, user.id),
        eq(answerHeaders.activityId, activity.id),
        eq(answerHeaders.status, 'DR'),
      ),
    );
}

/** A student's latest mail, waited for after something sent it. */
async function mailTo(t: TestApp, email: string, send: () => Promise<unknown>) {
  const before = await latestOutboxId(t.db, email);
  await send();
  return waitForOutboxMail(t.db, email, before);
}

/** A new student of school A and a reset key for them from the emailed code. */
async function resetKeyOf(c: InputContext, anonymous: Caller) {
  const user = await c.t.make.user({ type: 'S', organisation: c.people.schoolA });
  const mail = await mailTo(c.t, user.email, () =>
    anonymous.send(accounts.forgotPasswordOtp, { body: { email: user.email } }),
  );
  return { user, otp: codeIn(mail.textBody) };
}

const anonymousOf = (c: InputContext) => anonymousCaller(c.t);

/** A call that names the fixture's class as `field` of its query or body. */
function namesClass(part: 'query' | 'body', field: 'class_id' | 'class'): CallSpec {
  return { rule: 'class', input: (f) => ({ [part]: { [field]: f.schoolClass.id } }) };
}

/** A call that names the fixture's kit by its id or its token. */
function namesKit(part: 'query' | 'body', field: 'kit_id' | 'kit_token'): CallSpec {
  return {
    rule: 'kit',
    input: (f) => ({ [part]: { [field]: field === 'kit_id' ? f.work.kit.id : f.work.kit.token } }),
  };
}

/** The fixture teacher's teaching of the fixture class (teacher_assign_id). */
async function teachingIdOf(f: Fixture, c: InputContext): Promise<number> {
  const [teaching] = await c.t.db
    .select({ id: teacherClasses.id })
    .from(teacherClasses)
    .where(
      and(eq(teacherClasses.teacherId, f.teacher.id), eq(teacherClasses.classId, f.schoolClass.id)),
    );
  if (!teaching) throw new Error('the fixture teacher does not teach the fixture class');
  return teaching.id;
}

/** A notification made for the fixture student. */
async function notificationOf(f: Fixture, c: InputContext): Promise<number> {
  const [made] = await c.t.db
    .insert(notifications)
    .values({
      userId: f.student.id,
      organisationId: f.school.id,
      kind: 'announcement',
      sourceKey: `matrix:${c.unique()}`,
      title: 'Trip on Friday',
      link: '/dashboard',
    })
    .returning({ id: notifications.id });
  if (!made) throw new Error('the notification was not made');
  return made.id;
}

/** A browser subscription of the test push service's shape, unique each time. */
function pushSubscription(c: InputContext) {
  const point = Buffer.alloc(65, 7);
  point[0] = 4;
  return {
    endpoint: `https://push.example/matrix-${c.unique()}`,
    keys: { p256dh: point.toString('base64url'), auth: Buffer.alloc(16, 9).toString('base64url') },
  };
}

/** A push device registered by the fixture student; answers its token. */
async function pushDeviceOf(f: Fixture, c: InputContext): Promise<string> {
  const subscription = pushSubscription(c);
  const [made] = await c.t.db
    .insert(pushDevices)
    .values({
      userId: f.student.id,
      organisationId: f.school.id,
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
    })
    .returning({ token: pushDevices.token });
  if (!made) throw new Error('the push device was not made');
  return made.token;
}

/** The fixture student's thread on the fixture quest's step, with a message from each side. */
function threadOf(f: Fixture, c: InputContext) {
  const step = f.work.quest.step;
  if (!step) throw new Error('the fixture quest has no step');
  return studentThread(c.t.db, {
    student: f.student,
    teacher: f.teacher,
    schoolClass: f.schoolClass,
    activityId: f.work.quest.activity.id,
    activityDetailId: step.id,
  });
}

/** A body naming the thread's message from a student (S) or from the teacher (T). */
async function threadMessage(f: Fixture, c: InputContext, from: 'S' | 'T') {
  const thread = await threadOf(f, c);
  const message = from === 'S' ? thread.fromStudent : thread.fromTeacher;
  return { body: { message_token: message.token } };
}

/**
 * The input of every call, keyed by its name in the contract. A call missing here fails the
 * matrix with its name: add the kind of object it takes and how to build it.
 */
export const CALL_SPECS: Record<string, CallSpec> = {
  // --- accounts ---------------------------------------------------------------------------
  'accounts.assignTeaching': {
    rule: 'school',
    async input(f, c) {
      // A class the teacher does not teach yet, so that no cell is refused as a duplicate.
      const free = await c.t.make.schoolClass(f.school, `6-${c.unique()}`);
      const reference = await ensureReferenceData(c.t.db);
      return {
        params: { user_token: f.teacher.token },
        body: { class_id: free.id, subject_id: reference.subjectIdOf('Science') },
      };
    },
  },
  'accounts.changePassword': {
    rule: 'self',
    input: (_, c) => ({
      body: { current_password: TEST_PASSWORD, new_password: `violet kites at noon ${c.unique()}` },
    }),
  },
  'accounts.checkPasswordReset': { rule: 'self', input: () => ({ body: { key: 'x'.repeat(43) } }) },
  'accounts.createUser': {
    rule: 'school',
    // The school is chosen from a list of the administrator's own: another is a wrong choice.
    refusal: 400,
    input: (f, c) => ({
      body: {
        user_type: 'S',
        email: `new-${c.unique()}@school.test`,
        first_name: 'Ada',
        last_name: 'Lovelace',
        school_token: f.school.token,
        class_id: f.schoolClass.id,
      },
    }),
  },
  'accounts.forgotPassword': {
    rule: 'self',
    async input(_, c) {
      const anonymous = anonymousOf(c);
      const { user, otp } = await resetKeyOf(c, anonymous);
      const verified = await anonymous.send(accounts.forgotPasswordOtpVerify, {
        body: { email: user.email, otp },
      });
      const reset_key = verified.data?.reset_key ?? '';
      const password = `violet kites at noon ${c.unique()}`;
      return { body: { payload: await encryptForServer(c.t.app, { reset_key, password }) } };
    },
  },
  'accounts.forgotPasswordOtp': {
    rule: 'self',
    async input(_, c) {
      const user = await c.t.make.user({ type: 'S', organisation: c.people.schoolA });
      return { body: { email: user.email } };
    },
  },
  'accounts.forgotPasswordOtpVerify': {
    rule: 'self',
    async input(_, c) {
      const { user, otp } = await resetKeyOf(c, anonymousOf(c));
      return { body: { email: user.email, otp } };
    },
  },
  'accounts.getAccountSettings': { rule: 'self', input: () => ({}) },
  'accounts.getTeacherSubjects': { rule: 'self', input: () => ({}) },
  'accounts.getUser': {
    rule: 'school',
    input: (f) => ({ params: { user_token: f.student.token } }),
  },
  'accounts.hierarchyLov': { rule: 'self', input: () => ({}) },
  'accounts.listOutbox': { rule: 'self', input: () => ({}) },
  'accounts.listUsers': {
    rule: 'school',
    refusal: 'empty list',
    input: (f) => ({ query: { school_token: f.school.token } }),
  },
  'accounts.login': {
    rule: 'self',
    async input(_, c) {
      // Someone whose password no other cell changes, once per cell: failed sign-ins are limited.
      const user = await c.t.make.user({ type: 'S', organisation: c.people.schoolA });
      return { body: { email: user.email, password: TEST_PASSWORD } };
    },
  },
  'accounts.logout': { rule: 'self', input: () => ({}) },
  'accounts.publicKey': { rule: 'self', input: () => ({}) },
  'accounts.removeTeaching': {
    rule: 'school',
    async input(f, c) {
      const schoolClass = await c.t.make.schoolClass(f.school, `6-${c.unique()}`);
      const teaching = await c.t.make.teach(f.teacher, schoolClass, 'Science');
      return { params: { user_token: f.teacher.token, teacher_assign_id: teaching.id } };
    },
  },
  'accounts.resetPasswordEmail': {
    rule: 'self',
    async input(_, c) {
      const user = await c.t.make.user({ type: 'S', organisation: c.people.schoolA });
      const admin = await callerFor(c.t, c.people.adminA);
      const mail = await mailTo(c.t, user.email, () =>
        admin.send(accounts.sendResetLink, { params: { user_token: user.token } }),
      );
      const key = /reset-password#key=([A-Za-z0-9_-]+)/.exec(mail.textBody)?.[1] ?? '';
      const password = `violet kites at noon ${c.unique()}`;
      return {
        body: { key },
        headers: {
          [accounts.ENCRYPTED_PAYLOAD_HEADER]: await encryptForServer(c.t.app, { password }),
        },
      };
    },
  },
  'accounts.sendResetLink': {
    rule: 'school',
    input: (f) => ({ params: { user_token: f.student.token } }),
  },
  'accounts.updateAccountSettings': {
    rule: 'self',
    input: () => ({ body: { first_name: 'Ada' } }),
  },
  'accounts.updateUser': {
    rule: 'school',
    input: (f) => ({ params: { user_token: f.student.token }, body: { first_name: 'Ada' } }),
  },
  'accounts.userPrivacy': {
    rule: 'self',
    async input(_, c) {
      const policy = await c.t.make.policy();
      return { body: { accept: true, policy_id: policy.id } };
    },
  },
  'accounts.validateUser': {
    rule: 'self',
    input: (_, c) => ({ body: { email: `free-${c.unique()}@school.test` } }),
  },

  // --- activities -------------------------------------------------------------------------
  'activities.activitySubmissions': {
    rule: 'class',
    input: (f) => ({
      body: { class_id: f.schoolClass.id, activity_id: f.work.quiz.activity.id },
    }),
  },
  'activities.answerSheet': {
    rule: 'class',
    input: (f, c) => ({
      params: { id: f.work.quiz.activity.id },
      query: c.role === 'S' ? {} : STAFF_DEFAULT_QUERY(f),
    }),
  },
  'activities.attemptQuestions': {
    rule: 'attempt',
    input: (f) => ({
      query: { answer_header_id: f.attempts.submitted.id, activity_id: f.work.quiz.activity.id },
    }),
  },
  'activities.checkActivityProgress': {
    rule: 'class',
    input: (f) => ({ body: { activity_id: f.work.quiz.activity.id } }),
  },
  'activities.completeAnswer': {
    rule: 'attempt',
    changes: true,
    input: (f) => ({ params: { id: f.attempts.draft.id }, body: { answer: [] } }),
  },
  'activities.customAnswer': {
    rule: 'class',
    changes: true,
    input: (f) => ({
      body: {
        activity_id: f.work.quest.activity.id,
        activity_detail_id: f.work.quest.step?.id,
        text: 'We measured the light.',
      },
    }),
  },
  'activities.customAnswerReset': {
    rule: 'class',
    changes: true,
    async input(f, c) {
      // A retry starts a draft: the caller's earlier cell must not leave one behind.
      if (c.user) await handInDrafts(c.t, c.user, f.work.handedIn.activity);
      return { body: { activity_id: f.work.handedIn.activity.id } };
    },
  },
  'activities.customAnswerScore': {
    rule: 'class',
    input: (f) => ({ body: { activity_id: f.work.handedIn.activity.id } }),
  },
  'activities.logActivity': {
    rule: 'attempt',
    input: (f) => ({ params: { id: f.attempts.draft.id }, body: { action: 'start' } }),
  },
  'activities.markResponses': {
    rule: 'attempt',
    changes: true,
    input: (f) => ({ body: { answer_header_id: f.attempts.submitted.id, marks: [] } }),
  },
  'activities.offlineWorksheet': {
    rule: 'upload',
    // A classmate may work on the activity, but the key names no file of theirs: a field error.
    refusal: { classmate: 400 },
    changes: true,
    input: (f) => ({
      body: { activity_id: f.work.worksheet.activity.id, key: f.attempts.upload },
    }),
  },
  'activities.offlineWorksheetDelete': {
    rule: 'upload',
    changes: true,
    input: (f) => ({ body: { offline_worksheet_id: f.attempts.offlineId } }),
  },
  'activities.overrideMark': {
    rule: 'attempt',
    changes: true,
    input: (f) => ({
      body: {
        answer_header_id: f.attempts.submitted.id,
        activity_detail_id: f.work.quiz.question?.id,
        marks_obtained: 1,
        reason: 'Counted by hand.',
      },
    }),
  },
  'activities.returnResponse': {
    rule: 'attempt',
    changes: true,
    input: (f) => ({
      body: { answer_header_id: f.attempts.handedIn.id, note: 'Show your working.' },
    }),
  },
  'activities.saveAnswer': {
    rule: 'attempt',
    input: (f) => ({
      params: { id: f.attempts.draft.id },
      body: { activity_detail_id: f.work.worksheet.question?.id, text: 'Light bends.' },
    }),
  },
  'activities.startAttempt': {
    rule: 'class',
    input: (f) => ({ body: { activity_id: f.work.worksheet.activity.id } }),
  },
  'activities.teacherResponses': {
    rule: 'attempt',
    input: (f) => ({ query: { answer_header_id: f.attempts.submitted.id } }),
  },

  // --- assignments ------------------------------------------------------------------------
  'assignments.activityComplete': {
    rule: 'class',
    changes: true,
    input: (f) => ({
      body: { assignment_id: f.work.assignment.id, activity_id: f.work.quiz.activity.id },
    }),
  },
  'assignments.activityStatsCall': {
    rule: 'class',
    input: (f) => ({ body: { assignment_id: f.work.assignment.id } }),
  },
  'assignments.classAssignments': namesClass('query', 'class_id'),
  'assignments.classAssignmentsPost': namesClass('body', 'class_id'),
  'assignments.classComplete': namesClass('query', 'class_id'),
  'assignments.classCompletePost': namesClass('body', 'class_id'),
  'assignments.classStatus': namesKit('body', 'kit_id'),
  'assignments.classroomList': namesClass('body', 'class_id'),
  'assignments.completeAssignment': {
    rule: 'manage',
    changes: true,
    input: (f) => ({ body: { assignment_id: f.work.assignment.id } }),
  },
  'assignments.createAssignments': {
    rule: 'manage',
    async input(f, c) {
      const kit = await createAssignmentFactories(c.t.db).kit({ owner: f.school });
      return {
        body: { kit_id: kit.kit.id, class_ids: [f.schoolClass.id], due_date: '2030-03-25' },
      };
    },
  },
  'assignments.dueCounts': {
    rule: 'class',
    input: (f) => ({ body: { month: '03', year: '2030', class_id: f.schoolClass.id } }),
  },
  'assignments.forDueDate': {
    rule: 'class',
    input: (f) => ({ body: { due_date: '2030-03-20', class_id: f.schoolClass.id } }),
  },
  'assignments.forDueDateGet': {
    rule: 'class',
    input: (f) => ({ query: { due_date: '2030-03-20', class_id: f.schoolClass.id } }),
  },
  'assignments.groupedRecentList': { rule: 'self', input: () => ({ body: {} }) },
  'assignments.retrieveCompleteFor': {
    rule: 'class',
    input: (f, c) => ({
      body: {
        assignment_id: f.work.assignment.id,
        ...(c.role === 'S' ? {} : { student: f.student.token }),
      },
    }),
  },
  'assignments.studentClassAssignments': { rule: 'self', input: () => ({ body: {} }) },
  'assignments.studentsCompleted': {
    rule: 'class',
    input: (f) => ({ body: { assignment_id: f.work.assignment.id } }),
  },
  'assignments.updateAssignment': {
    rule: 'manage',
    input: (f) => ({
      body: { assignment_id: f.work.assignment.id, instructions: 'Bring a torch.' },
    }),
  },
  'assignments.yearly': {
    rule: 'class',
    input: (f) => ({ body: { year: '2030', class_id: f.schoolClass.id } }),
  },
  'assignments.yearlyGet': {
    rule: 'class',
    input: (f) => ({ query: { year: '2030', class_id: f.schoolClass.id } }),
  },

  // --- companion --------------------------------------------------------------------------
  'companion.recordBrowserEvent': {
    rule: 'kit',
    input: (f) => ({ body: { kind: 'course_preview', kit_id: f.work.kit.id, platform: 'web' } }),
  },
  'companion.studentGuideCall': { rule: 'self', input: () => ({}) },
  'companion.teacherClassCall': {
    rule: 'teaching',
    input: async (f, c) => ({ query: { teacher_assign_id: await teachingIdOf(f, c) } }),
  },

  // --- core -------------------------------------------------------------------------------
  'core.downloadFile': {
    rule: 'self',
    async input(f, c) {
      const student = await callerFor(c.t, f.student);
      const link = await student.call(core.generatePresignedUrl, {
        body: { operation: 'download', key: f.attempts.upload },
      });
      return { query: queryOfAddress(link.url) };
    },
  },
  'core.generatePresignedUrl': {
    rule: 'upload',
    input: (f) => ({ body: { operation: 'download', key: f.attempts.upload } }),
  },
  'core.generatePresignedUrlGet': {
    rule: 'upload',
    input: (f) => ({ query: { operation: 'download', key: f.attempts.upload } }),
  },
  'core.health': { rule: 'self', input: () => ({}) },
  'core.lastSuccessfulRefreshes': { rule: 'self', input: () => ({ body: {} }) },
  'core.logDevice': {
    rule: 'self',
    input: () => ({
      body: { message: 'Camera denied', status_code: 0, location: '/quest', log_type: 'DEVICE' },
    }),
  },
  'core.uploadFile': {
    rule: 'self',
    async input(f, c) {
      const student = await callerFor(c.t, f.student);
      const address = await student.call(core.generatePresignedUrl, {
        body: { content_type: 'image/png' },
      });
      return {
        query: queryOfAddress(address.url),
        body: new Uint8Array(fileBytes('image/png')),
        headers: { 'content-type': 'image/png' },
      };
    },
  },

  // --- discussions ------------------------------------------------------------------------
  'discussions.dismissReports': { rule: 'teaching', input: (f, c) => threadMessage(f, c, 'S') },
  'discussions.fetchDiscussion': {
    rule: 'attempt',
    input: async (f, c) => ({
      body: { discussion_token: (await threadOf(f, c)).discussion.token },
    }),
  },
  'discussions.hideMessage': { rule: 'teaching', input: (f, c) => threadMessage(f, c, 'S') },
  'discussions.markMessage': {
    rule: 'attempt',
    async input(f, c) {
      const { discussion, fromTeacher } = await threadOf(f, c);
      return { body: { discussion_token: discussion.token, message_token: fromTeacher.token } };
    },
  },
  'discussions.messageAnalytics': { rule: 'self', input: () => ({ body: {} }) },
  'discussions.openReports': { rule: 'self', input: () => ({ body: {} }) },
  'discussions.postMessage': {
    rule: 'attempt',
    async input(f, c) {
      const { discussion } = await threadOf(f, c);
      return { body: { discussion_token: discussion.token, text: 'Is a pencil fine?' } };
    },
  },
  'discussions.questDiscussions': {
    rule: 'teaching',
    input: (f) => ({
      body: { activity_id: f.work.quest.activity.id, class_id: f.schoolClass.id },
    }),
  },
  // Each reports a message of the other side: no one reports their own.
  'discussions.reportMessage': {
    rule: 'attempt',
    input: (f, c) => threadMessage(f, c, c.role === 'S' ? 'T' : 'S'),
  },

  // --- gradebook --------------------------------------------------------------------------
  'gradebook.classGradebook': namesClass('query', 'class_id'),

  // --- kits -------------------------------------------------------------------------------
  'kits.activityPrintables': {
    rule: 'kit',
    input: (f) => ({ query: { activity_id: f.work.quest.activity.id } }),
  },
  'kits.getKits': namesKit('body', 'kit_id'),
  'kits.lessonsByKit': namesKit('body', 'kit_id'),
  'kits.materialsRequired': {
    rule: 'kit',
    input: (f) => ({ body: { activity_token: f.work.quiz.activity.token } }),
  },
  'kits.studentClasses': { rule: 'self', input: () => ({}) },
  'kits.studentKitTopic': namesKit('query', 'kit_token'),
  'kits.studentLibrary': namesClass('body', 'class'),
  'kits.studentLibraryGet': namesClass('query', 'class'),
  'kits.studentRecentlyAssigned': namesClass('query', 'class'),
  'kits.teacherClasses': { rule: 'self', input: () => ({}) },
  'kits.teacherKitTopic': namesKit('query', 'kit_token'),
  'kits.teacherLibrary': { rule: 'self', input: () => ({ body: {} }) },
  'kits.teacherLibraryGet': { rule: 'self', input: () => ({}) },
  'kits.teacherRecentlyAssigned': { rule: 'self', input: () => ({}) },
  'kits.topicListFilters': {
    rule: { S: 'class', T: 'self' },
    input: (f, c) => ({ body: c.role === 'S' ? { class: f.schoolClass.id } : {} }),
  },
  'kits.topicListView': {
    rule: { S: 'class', T: 'kit' },
    // For teachers the kit is a filter of the list: another school's kit leaves it empty.
    refusal: { T: 'empty list' },
    input: (f, c) => ({
      body: c.role === 'S' ? { class: f.schoolClass.id } : { kit_id: f.work.kit.id },
    }),
  },
  'kits.unassignedClasses': namesKit('body', 'kit_id'),

  // --- live -------------------------------------------------------------------------------
  'live.createTicket': { rule: 'self', input: () => ({}) },

  // --- notifications ----------------------------------------------------------------------
  'notifications.createAnnouncement': {
    rule: 'teaching',
    input: async (f, c) => ({
      body: { teacher_assign_id: await teachingIdOf(f, c), title: 'Trip on Friday', body: '' },
    }),
  },
  'notifications.getNotificationSettings': { rule: 'self', input: () => ({}) },
  'notifications.homeNotifications': { rule: 'self', input: () => ({}) },
  'notifications.listNotifications': { rule: 'self', input: () => ({ query: {} }) },
  'notifications.markAllNotificationsRead': { rule: 'self', input: () => ({ body: {} }) },
  'notifications.markNotificationRead': {
    rule: 'notification',
    input: async (f, c) => ({ params: { id: await notificationOf(f, c) } }),
  },
  'notifications.saveNotificationSettings': {
    rule: 'self',
    input: () => ({ body: { quiet_hours_start: '20:00', quiet_hours_end: '07:00' } }),
  },
  'notifications.unreadNotifications': { rule: 'self', input: () => ({}) },

  // --- organisation -----------------------------------------------------------------------
  'organisation.addSchoolBreak': {
    rule: 'school',
    changes: true,
    input: (f) => ({
      params: { school_token: f.school.token },
      body: { name: 'Spring half term', from: '2028-02-14', to: '2028-02-18' },
    }),
  },
  'organisation.clearSchoolFeature': {
    rule: 'school',
    input: (f) => ({
      params: { school_token: f.school.token },
      query: { name: 'Learning Companion' },
    }),
  },
  'organisation.getFeatures': { rule: 'self', input: () => ({}) },
  'organisation.listFeatureSettings': { rule: 'self', input: () => ({}) },
  'organisation.listSchoolHolidays': {
    rule: 'school',
    input: (f) => ({ params: { school_token: f.school.token } }),
  },
  'organisation.removeSchoolHolidays': {
    rule: 'school',
    changes: true,
    input: (f) => ({
      params: { school_token: f.school.token },
      query: { from: '2028-02-14', to: '2028-02-18' },
    }),
  },
  'organisation.switchDistrictFeature': {
    rule: 'district',
    // A school's administrator may see the district's settings but never switch them.
    refusal: 403,
    input: () => ({ body: { name: 'Learning Companion', enabled: true } }),
  },
  'organisation.switchSchoolFeature': {
    rule: 'school',
    input: (f) => ({
      params: { school_token: f.school.token },
      body: { name: 'Learning Companion', enabled: true },
    }),
  },

  // --- push -------------------------------------------------------------------------------
  'push.deactivateDevice': {
    rule: 'device',
    input: async (f, c) => ({ params: { id: await pushDeviceOf(f, c) } }),
  },
  'push.deleteDevice': {
    rule: 'device',
    input: async (f, c) => ({ params: { id: await pushDeviceOf(f, c) } }),
  },
  'push.getDeviceStatus': {
    rule: 'device',
    input: async (f, c) => ({ body: { id: await pushDeviceOf(f, c) } }),
  },
  'push.listDevices': { rule: 'self', input: () => ({}) },
  'push.registerDevice': {
    rule: 'self',
    async input(_f, c) {
      // Registering needs the caller's school to have Push Notifications on.
      if (c.user) await c.t.make.featureOn(c.user.organisationId, 'Push Notifications');
      return { body: { ...pushSubscription(c), device_info: DEVICE_INFO } };
    },
  },
  'push.updateDevice': {
    rule: 'device',
    input: async (f, c) => ({
      params: { id: await pushDeviceOf(f, c) },
      body: { device_info: DEVICE_INFO },
    }),
  },
  'push.vapidPublicKey': { rule: 'self', input: () => ({}) },

  // --- rewards and streaks -------------------------------------------------------------------
  'rewards.getAnswerSessionRewards': {
    rule: 'attempt',
    input: (f) => ({ body: { answer_header_id: f.attempts.submitted.id } }),
  },
  'rewards.getBadgeDetail': {
    rule: 'class',
    input: (f) => ({ body: { badge: 'first_quiz', class_id: f.schoolClass.id } }),
  },
  'rewards.getMember': { rule: 'self', input: () => ({}) },
  // A student reads their own achievements; a teacher names a student of a class they teach.
  'rewards.getMemberAchievements': {
    rule: { S: 'self', T: 'class' },
    input: (f, c) => ({ body: c.role === 'T' ? { user_token: f.student.token } : {} }),
  },
  'rewards.getMyStreak': { rule: 'self', input: () => ({}) },
  'rewards.getStreakLeaderboard': namesClass('body', 'class_id'),
  'rewards.getSubmissionRewards': {
    rule: 'attempt',
    input: (f) => ({ body: { answer_header_id: f.attempts.handedIn.id } }),
  },
  'rewards.getTeacherCounts': namesClass('body', 'class_id'),
  'rewards.giveBadge': {
    rule: 'class',
    changes: true,
    input: (f) => ({
      body: {
        class_id: f.schoolClass.id,
        user_token: f.student.token,
        badge: 'great_effort',
        reason: 'Kept going on a hard quest.',
      },
    }),
  },
  'rewards.submitStreakResponse': {
    rule: 'self',
    input: () => ({ body: { show_on_leaderboard: true } }),
  },

  // --- xapi -------------------------------------------------------------------------------
  // Each administrator reads the statements of the schools they manage; nothing names an object.
  'xapi.statements': { rule: 'self', input: () => ({ query: { limit: 1 } }) },
};
