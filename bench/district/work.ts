import type pg from 'pg';
import { KIT_SUBJECTS, kitSlug, QUIZZES_PER_KIT } from './kits.js';
import {
  calendarOf,
  DISTRICT_TIME_ZONE,
  type DistrictPlan,
  GRADE_NUMBERS,
  QUESTIONS_PER_QUIZ,
  SCHOOL_WEEKS,
} from './plan.js';
import type { Progress } from './progress.js';
import { inSlices, SCRATCH as S } from './scratch.js';

const CLASS_SLICE = 100;
const ATTEMPT_SLICE = 50_000;

/** The planned attempts' ids, first to last. */
interface IdRange {
  first: number;
  last: number;
}
/** Out of 1,000: work due before today handed in, else left as a draft, else never opened. */
const PAST_DUE = { handedIn: 860, draft: 920 };
/** The same for work due later this week. */
const DUE_THIS_WEEK = { handedIn: 450, draft: 650 };
/** Out of 1,000 assignments: cancelled by their teacher. */
const CANCELLED = 10;
const SUBJECTS = KIT_SUBJECTS.length;

/** Each kit's quizzes, and each quiz question's right option and one wrong one. */
async function planQuizzes(client: pg.Client): Promise<void> {
  const kits = GRADE_NUMBERS.flatMap((grade) =>
    KIT_SUBJECTS.map((subject, si) => ({ grade, si, slug: kitSlug(grade, subject.slug) })),
  );
  await client.query(
    `
    create table ${S}.quizzes as
    select g.id as grade_id, p.si, (substring(a.slug from 'quiz-(\\d+)')::int - 1) as number, k.id as kit_id, a.id as activity_id
    from unnest($1::int[], $2::int[], $3::text[]) as p(grade, si, slug)
    join grades g on g.number = p.grade
    join kits k on k.grade_id = g.id and k.slug = p.slug
    join activities a on a.kit_id = k.id and a.activity_type = 'quiz'`,
    [kits.map((kit) => kit.grade), kits.map((kit) => kit.si), kits.map((kit) => kit.slug)],
  );
  await client.query(`
    create table ${S}.questions as
    select d.activity_id, (row_number() over (partition by d.activity_id order by d.position))::int as pos, d.id as detail_id,
      (select o.id from answer_options o where o.activity_detail_id = d.id and o.is_correct) as right_option,
      (select o.id from answer_options o where o.activity_detail_id = d.id and not o.is_correct order by o.position limit 1) as wrong_option
    from activity_details d join ${S}.quizzes q on q.activity_id = d.activity_id
    where d.detail_type = 'question' and d.retired_at is null`);
  await client.query(`create index on ${S}.questions (activity_id, pos)`);
}

/**
 * A quiz a week for each class through the school year, its subjects in turn, each given by the
 * class's teacher of that subject a week before it is due (on a weekday that varies by class);
 * one in a hundred was cancelled.
 */
async function fillAssignments(
  client: pg.Client,
  plan: DistrictPlan,
  done: (rows: number) => void,
) {
  const { firstMonday } = calendarOf(plan);
  return inSlices(
    client,
    `
    insert into assignments (organisation_id, class_id, kit_id, activity_id, teacher_id, teacher_assign_id,
      due_date, state, cancelled_at, created_at, updated_at)
    select c.org_id, c.class_id, q.kit_id, q.activity_id, t.teacher_id, t.teaching_id, w.due,
      case when w.cancelled then 'cancelled' else 'active' end,
      case when w.cancelled then w.given + interval '1 day' end, w.given, w.given
    from ${S}.classes c
    cross join generate_series(0, ${SCHOOL_WEEKS - 1}) week
    join ${S}.teaching t on t.class_n = c.n and t.si = (week + c.n) % ${SUBJECTS}
    join ${S}.quizzes q on q.grade_id = c.grade_id and q.si = t.si and q.number = (week / ${SUBJECTS}) % ${QUIZZES_PER_KIT}
    cross join lateral (
      select $3::date + week * 7 + c.n % 5 as due,
        ${S}.u(c.n, week, 6) < ${CANCELLED} as cancelled,
        least((($3::date + week * 7 + c.n % 5 - 7) + time '08:00') at time zone $4::text, $5::timestamptz) as given
    ) w
    where c.n between $1 and $2
    order by c.n, week`,
    {
      first: 0,
      last: plan.classes - 1,
      slice: CLASS_SLICE,
      values: [firstMonday, DISTRICT_TIME_ZONE, plan.now],
    },
    done,
  );
}

/**
 * Each student's attempt at each quiz due up to the end of this week, where there is one: handed
 * in (and so marked: a quiz is scored as it is handed in), or a draft with some questions answered.
 * Work is done in school hours up to two days before it is due, never later than now.
 */
async function planAttempts(client: pg.Client, plan: DistrictPlan, done: (rows: number) => void) {
  const { today, thisMonday } = calendarOf(plan);
  await client.query(`
    create table ${S}.attempts (
      id int primary key, n int, user_id int, org_id int, assignment_id int, activity_id int,
      status text, answered int, ability int, started_at timestamptz, marks int, last_detail_id int)`);
  return inSlices(
    client,
    `
    insert into ${S}.attempts
    select nextval(pg_get_serial_sequence('answer_headers', 'id')), p.n, p.user_id, p.org_id, p.assignment_id,
      p.activity_id, p.status, p.answered, p.ability, p.started_at,
      case when p.status = 'S' then (select count(*) from generate_series(1, ${QUESTIONS_PER_QUIZ}) q
        where ${S}.u(p.n, p.assignment_id, 10 + q) < p.ability) end,
      (select detail_id from ${S}.questions x where x.activity_id = p.activity_id and x.pos = p.answered)
    from (
      select s.n, s.user_id, s.org_id, a.id as assignment_id, a.activity_id, s.ability, d.status,
        case when d.status = 'S' then ${QUESTIONS_PER_QUIZ} else 1 + ${S}.u(s.n, a.id, 4) % ${QUESTIONS_PER_QUIZ - 1} end as answered,
        least(((d.day + time '09:00') at time zone $5::text) + ${S}.u(s.n, a.id, 3) * interval '21.6 seconds',
          $6::timestamptz - interval '20 minutes' - ${S}.u(s.n, a.id, 3) * interval '0.6 seconds') as started_at
      from ${S}.classes c
      join assignments a on a.class_id = c.class_id and a.state = 'active' and a.due_date < $4::date + 7
      join ${S}.students s on s.class_n = c.n
      cross join lateral (
        select case
          when a.due_date < $3::date then case
            when ${S}.u(s.n, a.id, 1) < ${PAST_DUE.handedIn} then 'S'
            when ${S}.u(s.n, a.id, 1) < ${PAST_DUE.draft} then 'DR' end
          else case
            when ${S}.u(s.n, a.id, 1) < ${DUE_THIS_WEEK.handedIn} then 'S'
            when ${S}.u(s.n, a.id, 1) < ${DUE_THIS_WEEK.draft} then 'DR' end
          end as status,
          case when a.due_date < $3::date then a.due_date - ${S}.u(s.n, a.id, 2) % 3
            else least($3::date, greatest($4::date, $3::date - ${S}.u(s.n, a.id, 2) % 3)) end as day
      ) d
      where c.n between $1 and $2 and d.status is not null
      order by a.id, s.n
    ) p`,
    {
      first: 0,
      last: plan.classes - 1,
      slice: CLASS_SLICE,
      values: [today, thisMonday, DISTRICT_TIME_ZONE, plan.now],
    },
    done,
  );
}

const ANSWER_GAP = "interval '55 seconds'";

/** The attempts as the player leaves them: one row each, in slices of the planned ids. */
async function fillAttempts(client: pg.Client, range: IdRange, done: (rows: number) => void) {
  return inSlices(
    client,
    `
    insert into answer_headers (id, organisation_id, student_id, activity_id, assignment_id, status,
      attempt_number, started_at, submitted_at, marks_obtained, total_marks, time_spent_ms, last_detail_id,
      created_at, updated_at)
    select id, org_id, user_id, activity_id, assignment_id, status, 1, started_at,
      case when status = 'S' then started_at + (answered + 1) * ${ANSWER_GAP} end,
      marks, ${QUESTIONS_PER_QUIZ}, (answered + 1) * 55000, last_detail_id, started_at,
      started_at + (answered + case when status = 'S' then 1 else 0 end) * ${ANSWER_GAP}
    from ${S}.attempts where id between $1 and $2 order by id`,
    { ...range, slice: ATTEMPT_SLICE },
    done,
  );
}

/** Every answer of those attempts: right as often as the student's ability, scored once handed in. */
async function fillAnswers(client: pg.Client, range: IdRange, done: (rows: number) => void) {
  return inSlices(
    client,
    `
    insert into answers (organisation_id, answer_header_id, activity_detail_id, option_ids, is_correct,
      marks_obtained, answered_at)
    select t.org_id, t.id, q.detail_id,
      jsonb_build_array(case when r.right_answer then q.right_option else q.wrong_option end),
      r.right_answer, case when t.status = 'S' then r.right_answer::int::smallint end,
      t.started_at + q.pos * ${ANSWER_GAP}
    from ${S}.attempts t
    join ${S}.questions q on q.activity_id = t.activity_id and q.pos <= t.answered
    cross join lateral (select ${S}.u(t.n, t.assignment_id, 10 + q.pos) < t.ability as right_answer) r
    where t.id between $1 and $2
    order by t.id, q.pos`,
    { ...range, slice: ATTEMPT_SLICE },
    done,
  );
}

/**
 * One `answer_question` event per attempt, at its last answer, naming its class, subject, teacher,
 * assignment and student: what "active in a week" is counted from. A real attempt leaves one per
 * answer and more besides; the year's other events are not written (see bench/README.md).
 */
async function fillEvents(client: pg.Client, range: IdRange, done: (rows: number) => void) {
  return inSlices(
    client,
    `
    insert into learning_events (kind, organisation_id, actor_id, actor_type, student_id, teacher_id,
      class_id, subject_id, kit_id, activity_id, assignment_id, attempt_id, activity_detail_id,
      attempt_number, occurred_at, stored_at)
    select 'answer_question', t.org_id, t.user_id, 'S', t.user_id, a.teacher_id, a.class_id, tc.subject_id,
      a.kit_id, t.activity_id, t.assignment_id, t.id, t.last_detail_id, 1,
      t.started_at + t.answered * ${ANSWER_GAP}, t.started_at + t.answered * ${ANSWER_GAP}
    from ${S}.attempts t
    join assignments a on a.id = t.assignment_id
    join teacher_classes tc on tc.id = a.teacher_assign_id
    where t.id between $1 and $2
    order by t.started_at + t.answered * ${ANSWER_GAP}`,
    { ...range, slice: ATTEMPT_SLICE },
    done,
  );
}

/** The school year's work: assignments, attempts, answers and the events of the attempts. */
export async function fillWork(client: pg.Client, plan: DistrictPlan, progress: Progress) {
  await planQuizzes(client);
  const assignments = plan.classes * SCHOOL_WEEKS;
  await progress.stage('assignments', assignments, (done) => fillAssignments(client, plan, done));
  const attempts = await progress.stage('attempt plan', 0, (done) =>
    planAttempts(client, plan, done),
  );
  const { rows } = await client.query<{ first: number; last: number; answers: string }>(
    `select min(id) as first, max(id) as last, sum(answered) as answers from ${S}.attempts`,
  );
  const range = { first: rows[0]?.first ?? 1, last: rows[0]?.last ?? 0 };
  await progress.stage('answer_headers', attempts, (done) => fillAttempts(client, range, done));
  await progress.stage('answers', Number(rows[0]?.answers ?? 0), (done) =>
    fillAnswers(client, range, done),
  );
  await progress.stage('learning_events', attempts, (done) => fillEvents(client, range, done));
}
