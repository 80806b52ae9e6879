import type pg from 'pg';
import { FIRST_NAMES, LAST_NAMES } from '../../apps/server/src/demo/demo-names.js';
import { KIT_SUBJECTS } from './kits.js';
import {
  CLASS_SIZE,
  DISTRICT_DOMAIN,
  DISTRICT_TIME_ZONE,
  type DistrictPlan,
  GRADE_NUMBERS,
  TEACHERS_PER_CLASS,
} from './plan.js';
import type { Progress } from './progress.js';
import { inSlices, SCRATCH as S, write } from './scratch.js';

const DISTRICT_NAME = 'Lakeshore Unified School District';
export const DISTRICT_ADMIN_EMAIL = `district.admin@${DISTRICT_DOMAIN}`;
export const schoolAdminEmail = (school: number) => `school${school}.admin@${DISTRICT_DOMAIN}`;
const STUDENT_SLICE = 20_000;

const PLACES = [
  'Ashford',
  'Birchwood',
  'Cedar Hill',
  'Dunmore',
  'Eastbrook',
  'Fairview',
  'Glenwood',
  'Harbour',
  'Ironbridge',
  'Juniper',
  'Kingsley',
  'Larkspur',
  'Millbrook',
  'Northgate',
  'Oakridge',
  'Pinecrest',
  'Queensway',
  'Redfield',
  'Stonebridge',
  'Thornbury',
  'Upton',
  'Valleyview',
  'Westfield',
  'Yarrow',
];

/** A person's name from the demo's lists, fixed by the dice. */
const NAME_COLUMNS = `
  ($3::text[])[1 + ${S}.u(n, 0, 7) % array_length($3::text[], 1)],
  ($4::text[])[1 + ${S}.u(n, 0, 8) % array_length($4::text[], 1)]`;

/** Users `n` of `plan_table` (with `email` and `org_id`) of one type, one password hash for all. */
function usersInsert(planTable: string, userType: 'S' | 'T' | 'C') {
  return `
    insert into users (organisation_id, user_type, email, first_name, last_name, password_hash)
    select org_id, '${userType}', email, ${NAME_COLUMNS}, $5
    from ${S}.${planTable} where n between $1 and $2 order by n`;
}

/** Sets `user_id` of each planned person from the users written for them (by email). */
const linkUsers = (planTable: string) => `
  update ${S}.${planTable} p set user_id = u.id from users u where u.email = p.email`;

/**
 * The district and its schools (one time zone), their administrators, the classes (grades in
 * turn within each school), the teachers with their teachings and the students in their classes.
 */
export async function fillPeople(
  client: pg.Client,
  plan: DistrictPlan,
  passwordHash: string,
  progress: Progress,
): Promise<void> {
  const names = [FIRST_NAMES, LAST_NAMES, passwordHash];
  await progress.stage('schools', plan.schools + 1, async () => {
    const { rows } = await client.query<{ id: number }>(
      `insert into organisations (name, kind, time_zone) values ($1, 'district', $2) returning id`,
      [DISTRICT_NAME, DISTRICT_TIME_ZONE],
    );
    const districtId = rows[0]?.id;
    await client.query(
      `
      create table ${S}.schools as
      select n, format('%s Middle School%s', ($1::text[])[1 + (n - 1) % array_length($1::text[], 1)],
        case when n > array_length($1::text[], 1) then ' ' || ((n - 1) / array_length($1::text[], 1) + 1) end) as name,
        null::int as org_id
      from generate_series(1, $2::int) n`,
      [PLACES, plan.schools],
    );
    await write(
      client,
      `
      insert into organisations (name, kind, parent_id, time_zone)
      select name, 'school', $1, $2 from ${S}.schools order by n`,
      [districtId, DISTRICT_TIME_ZONE],
    );
    await write(
      client,
      `
      update ${S}.schools s set org_id = o.id from organisations o
      where o.name = s.name and o.parent_id = $1`,
      [districtId],
    );
    await client.query(
      `
      create table ${S}.admins as
      select 0 as n, $1::text as email, $2::int as org_id, null::int as user_id
      union all
      select n, ($3::text[])[n], org_id, null from ${S}.schools`,
      [
        DISTRICT_ADMIN_EMAIL,
        districtId,
        Array.from({ length: plan.schools }, (_, n) => schoolAdminEmail(n + 1)),
      ],
    );
    await write(client, usersInsert('admins', 'C'), [0, plan.schools, ...names]);
    await write(client, linkUsers('admins'));
    return plan.schools + 1;
  });

  await progress.stage('classes', plan.classes, async () => {
    await client.query(
      `
      create table ${S}.classes as
      with placed as (
        select k as n, s.n as school_n, s.org_id,
          (row_number() over (partition by s.n order by k) - 1)::int as position
        from generate_series(0, $1::int - 1) k
        join ${S}.schools s on s.n = (k * $2::bigint / $1::int) + 1
      )
      select placed.*, g.id as grade_id, format('%s-%s', g.number, lpad((position / $3 + 1)::text, 2, '0')) as name,
        null::int as class_id
      from placed join grades g on g.number = ($4::int[])[1 + position % $3]`,
      [plan.classes, plan.schools, GRADE_NUMBERS.length, GRADE_NUMBERS],
    );
    const written = await write(
      client,
      `
      insert into classes (organisation_id, grade_id, name)
      select org_id, grade_id, name from ${S}.classes order by n`,
    );
    await write(
      client,
      `
      update ${S}.classes p set class_id = c.id from classes c
      where c.organisation_id = p.org_id and c.name = p.name`,
    );
    await client.query(`create unique index on ${S}.classes (class_id)`);
    return written;
  });

  await progress.stage('teachers', 0, async () => {
    await client.query(
      `
      create table ${S}.subjects as
      select (i - 1)::int as si, s.id as subject_id from unnest($1::text[]) with ordinality as t(name, i)
      join subjects s on s.name = t.name`,
      [KIT_SUBJECTS.map((subject) => subject.name)],
    );
    // A subject's teachers in a school: about TEACHERS_PER_CLASS per class, each class's teacher
    // the one its position comes round to, so most teach two classes of the subject.
    await client.query(
      `
      create table ${S}.teachers as
      with sized as (
        select school_n, org_id, ceil(count(*) * $1::numeric)::int as slots
        from ${S}.classes group by school_n, org_id
      )
      select (row_number() over (order by school_n, si, slot) - 1)::int as n, school_n, org_id, si, slot, slots,
        format('teacher%s@${DISTRICT_DOMAIN}', row_number() over (order by school_n, si, slot)) as email,
        null::int as user_id
      from sized cross join ${S}.subjects cross join lateral generate_series(0, slots - 1) slot`,
      [TEACHERS_PER_CLASS],
    );
    const teachers = await write(client, usersInsert('teachers', 'T'), [0, 1e9, ...names]);
    await write(client, linkUsers('teachers'));
    await client.query(`
      create table ${S}.teaching as
      select c.n as class_n, c.class_id, c.org_id, t.si, s.subject_id, t.user_id as teacher_id, null::int as teaching_id
      from ${S}.classes c join ${S}.subjects s on true
      join ${S}.teachers t on t.school_n = c.school_n and t.si = s.si and t.slot = c.position % t.slots`);
    await write(
      client,
      `
      insert into teacher_classes (organisation_id, teacher_id, class_id, subject_id)
      select org_id, teacher_id, class_id, subject_id from ${S}.teaching order by class_n, si`,
    );
    await write(
      client,
      `
      update ${S}.teaching p set teaching_id = tc.id from teacher_classes tc
      where tc.class_id = p.class_id and tc.subject_id = p.subject_id`,
    );
    await client.query(`create unique index on ${S}.teaching (class_n, si)`);
    return teachers;
  });

  await progress.stage('students', plan.students, async (done) => {
    await client.query(
      `
      create table ${S}.students as
      select x.n, x.n / $2 as class_n, c.org_id, c.class_id,
        format('student%s@${DISTRICT_DOMAIN}', x.n + 1) as email, null::int as user_id,
        -- How often the student answers right: 35% to 90%, fixed by the dice.
        350 + ${S}.u(x.n, 0, 3) * 55 / 100 as ability
      from generate_series(0, $1::int - 1) as x(n) join ${S}.classes c on c.n = x.n / $2`,
      [plan.students, CLASS_SIZE],
    );
    const written = await inSlices(
      client,
      usersInsert('students', 'S'),
      {
        first: 0,
        last: plan.students - 1,
        slice: STUDENT_SLICE,
        values: names,
      },
      done,
    );
    await write(client, linkUsers('students'));
    await write(
      client,
      `
      insert into student_classes (organisation_id, student_id, class_id)
      select org_id, user_id, class_id from ${S}.students order by n`,
    );
    await client.query(`create index on ${S}.students (class_n)`);
    await client.query(`create unique index on ${S}.students (user_id)`);
    return written;
  });
}
