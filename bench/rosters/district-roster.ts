/**
 * The rows of a realistic OneRoster 1.2 district bundle: one district, schools of about 2,500
 * people, 5% staff (a site administrator per school, the rest teachers), homerooms of 25 students
 * in grades 06, 07 and 08 (the demo's grades), each student in their homeroom and in one scheduled
 * class per subject (the demo's subjects), each class with one teacher. 100,000 users make about
 * 400,000 enrolments. The same --users give the same rows: no clock, no randomness.
 */
import { rosterCsv } from '@kitlab/contract';

type Row = rosterCsv.RosterCsvRow;

const GRADES = ['06', '07', '08'] as const;
const SUBJECTS = ['Science', 'Mathematics', 'Robotics'] as const;
const HOMEROOM_SIZE = 25;
const PEOPLE_PER_SCHOOL = 2_500;
const STAFF_SHARE = 0.05;
const YEAR = { sourcedId: 'year-2026', startDate: '2026-09-01', endDate: '2027-07-15' };

const GIVEN_NAMES = [
  'Ada',
  'Alan',
  'Grace',
  'Edsger',
  'Barbara',
  'Donald',
  'Frances',
  'Tim',
  'Radia',
  'Ken',
  'Margaret',
  'Niklaus',
  'Katherine',
  'John',
  'Hedy',
  'Linus',
];
const FAMILY_NAMES = [
  'Lovelace',
  'Turing',
  'Hopper',
  'Dijkstra',
  'Liskov',
  'Knuth',
  'Allen',
  'Berners-Lee',
  'Perlman',
  'Thompson',
  'Hamilton',
  'Wirth',
  'Johnson',
  'McCarthy',
  'Lamarr',
  'Torvalds',
];

export interface DistrictRoster {
  rows: rosterCsv.RosterRowsByFile;
  demographics: Row[];
  schools: number;
  staff: number;
  students: number;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

function person(index: number, school: string, kind: 'staff' | 'student', grade?: string): Row {
  const givenName = GIVEN_NAMES[index % GIVEN_NAMES.length] ?? 'Ada';
  const familyName =
    FAMILY_NAMES[Math.floor(index / GIVEN_NAMES.length) % FAMILY_NAMES.length] ?? 'Lovelace';
  const id = pad(index, 6);
  return {
    sourcedId: `user-${id}`,
    enabledUser: true,
    username: `${givenName.toLowerCase()}.${familyName.toLowerCase()}.${id}`,
    userIds: [`{LDAP:${kind}-${id}}`],
    givenName,
    familyName,
    identifier: `${kind === 'staff' ? 'T' : 'S'}${id}`,
    email: `${givenName.toLowerCase()}.${familyName.toLowerCase()}.${id}@schools.example`,
    grades: grade ? [grade] : [],
    primaryOrgSourcedId: school,
  };
}

/** A district of about `users` people, split into schools of about 2,500. */
export function districtRoster(users: number): DistrictRoster {
  const roster: DistrictRoster = {
    rows: rosterCsv.emptyRosterRows(),
    demographics: [],
    schools: Math.max(1, Math.round(users / PEOPLE_PER_SCHOOL)),
    staff: 0,
    students: 0,
  };
  const { rows } = roster;
  rows.academicSessions.push(
    { ...YEAR, title: '2026-2027', type: 'schoolYear', schoolYear: '2027' },
    {
      sourcedId: 'term-1',
      title: 'Autumn and winter',
      type: 'term',
      startDate: YEAR.startDate,
      endDate: '2027-01-31',
      parentSourcedId: YEAR.sourcedId,
      schoolYear: '2027',
    },
    {
      sourcedId: 'term-2',
      title: 'Spring and summer',
      type: 'term',
      startDate: '2027-02-01',
      endDate: YEAR.endDate,
      parentSourcedId: YEAR.sourcedId,
      schoolYear: '2027',
    },
  );
  rows.orgs.push({
    sourcedId: 'district-1',
    name: 'Riverside District',
    type: 'district',
    identifier: 'RD1',
  });
  let nextPerson = 1;
  for (let schoolIndex = 1; schoolIndex <= roster.schools; schoolIndex += 1) {
    const people =
      Math.round((users * schoolIndex) / roster.schools) -
      Math.round((users * (schoolIndex - 1)) / roster.schools);
    nextPerson = addSchool(roster, schoolIndex, people, nextPerson);
  }
  return roster;
}

function addSchool(
  roster: DistrictRoster,
  schoolIndex: number,
  people: number,
  firstPerson: number,
): number {
  const { rows } = roster;
  const school = `school-${pad(schoolIndex, 3)}`;
  rows.orgs.push({
    sourcedId: school,
    name: `School ${schoolIndex}`,
    type: 'school',
    identifier: `S${pad(schoolIndex, 3)}`,
    parentSourcedId: 'district-1',
  });
  for (const grade of GRADES) {
    rows.courses.push({
      sourcedId: `${school}-g${grade}`,
      schoolYearSourcedId: YEAR.sourcedId,
      title: `Grade ${grade}`,
      courseCode: `G${grade}`,
      grades: [grade],
      orgSourcedId: school,
    });
    for (const subject of SUBJECTS) {
      rows.courses.push({
        sourcedId: `${school}-g${grade}-${subject}`,
        schoolYearSourcedId: YEAR.sourcedId,
        title: `${subject} ${grade}`,
        courseCode: `${subject.slice(0, 3).toUpperCase()}${grade}`,
        grades: [grade],
        orgSourcedId: school,
        subjects: [subject],
      });
    }
  }
  const staffCount = Math.max(2, Math.round(people * STAFF_SHARE));
  const staff: string[] = [];
  let next = firstPerson;
  for (let n = 0; n < staffCount; n += 1, next += 1) {
    const user = person(next, school, 'staff');
    rows.users.push(user);
    staff.push(String(user.sourcedId));
    rows.roles.push({
      sourcedId: `role-${pad(next, 6)}`,
      userSourcedId: user.sourcedId,
      roleType: 'primary',
      role: n === 0 ? 'siteAdministrator' : 'teacher',
      orgSourcedId: school,
    });
  }
  roster.staff += staffCount;
  const students = people - staffCount;
  const teachers = staff.slice(1);
  const homerooms = Math.ceil(students / HOMEROOM_SIZE);
  for (let homeroom = 0; homeroom < homerooms; homeroom += 1) {
    const grade = GRADES[homeroom % GRADES.length] ?? '06';
    const inRoom = Math.min(HOMEROOM_SIZE, students - homeroom * HOMEROOM_SIZE);
    const classes = addClasses(roster, school, grade, homeroom, teachers);
    for (let seat = 0; seat < inRoom; seat += 1, next += 1) {
      const user = person(next, school, 'student', grade);
      rows.users.push(user);
      rows.roles.push({
        sourcedId: `role-${pad(next, 6)}`,
        userSourcedId: user.sourcedId,
        roleType: 'primary',
        role: 'student',
        orgSourcedId: school,
      });
      roster.demographics.push({
        sourcedId: user.sourcedId,
        birthDate: `20${14 - GRADES.indexOf(grade as '06')}-0${1 + (next % 9)}-1${next % 10}`,
        sex: next % 2 ? 'female' : 'male',
      });
      for (const classSourcedId of classes)
        enrol(roster, classSourcedId, school, String(user.sourcedId), 'student');
    }
    roster.students += inRoom;
  }
  return next;
}

/** A homeroom and one scheduled class per subject, each with a teacher: their sourcedIds. */
function addClasses(
  roster: DistrictRoster,
  school: string,
  grade: string,
  homeroom: number,
  teachers: string[],
): string[] {
  const title = `${Number(grade)}${String.fromCharCode(65 + (Math.floor(homeroom / 3) % 26))}${homeroom >= 78 ? Math.floor(homeroom / 78) : ''}`;
  const homeroomId = `${school}-h${pad(homeroom, 3)}`;
  const classes = [
    {
      sourcedId: homeroomId,
      title,
      courseSourcedId: `${school}-g${grade}`,
      classType: 'homeroom',
      subjects: [] as string[],
    },
    ...SUBJECTS.map((subject) => ({
      sourcedId: `${homeroomId}-${subject}`,
      title: `${subject} ${title}`,
      courseSourcedId: `${school}-g${grade}-${subject}`,
      classType: 'scheduled',
      subjects: [subject],
    })),
  ];
  classes.forEach((klass, n) => {
    roster.rows.classes.push({
      ...klass,
      grades: [grade],
      classCode: klass.title,
      schoolSourcedId: school,
      termSourcedIds: ['term-1', 'term-2'],
    });
    const teacher = teachers[(homeroom * 4 + n) % teachers.length] ?? '';
    enrol(roster, klass.sourcedId, school, teacher, 'teacher');
  });
  return classes.map((klass) => klass.sourcedId);
}

function enrol(
  roster: DistrictRoster,
  classSourcedId: string,
  school: string,
  userSourcedId: string,
  role: string,
): void {
  const { enrollments } = roster.rows;
  enrollments.push({
    sourcedId: `enrol-${pad(enrollments.length + 1, 7)}`,
    classSourcedId,
    schoolSourcedId: school,
    userSourcedId,
    role,
    primary: role === 'teacher',
  });
}
