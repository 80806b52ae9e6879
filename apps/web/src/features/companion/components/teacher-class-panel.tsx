import { Button, List, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { QueryView } from '../../../components/ui/query-view';
import { fullName } from '../../../lib/full-name';
import { useSession } from '../../../lib/use-session';
import { type TeacherClassView, useTeacherClass } from '../api/get-teacher-class';
import { useChosenClass } from '../utils/class-choice';
import { ClassSelect } from './class-select';
import { GuideSection } from './guide-section';

const NOT_STARTED_SHOWN = 5;

/** A teacher's companion: pick a class, then who is stuck, who has not started, the most missed. */
export function TeacherClassPanel() {
  const classes = useSession().session?.teacher_classes ?? [];
  const [chosen, choose] = useChosenClass();
  const known = classes.some((c) => c.teacher_assign_id === chosen) ? chosen : null;
  const view = useTeacherClass(known);
  return (
    <Stack gap="sm" mt="xs">
      <ClassSelect classes={classes} value={known} onChange={choose} />
      {known === null ? (
        <Text size="sm" c="dimmed">
          Choose a class to see who needs a hand.
        </Text>
      ) : (
        <QueryView
          query={view}
          loading="Looking at the class…"
          failed="We could not load the class"
        >
          {(data) => <ClassView view={data} />}
        </QueryView>
      )}
    </Stack>
  );
}

function ClassView({ view }: { view: TeacherClassView }) {
  const missed = view.most_missed;
  return (
    // Refreshed while open: a student newly stuck is announced.
    <Stack gap="sm" aria-live="polite">
      <GuideSection title="Stuck right now">
        {view.stuck.length === 0 ? (
          <Text size="sm">No one is stuck right now.</Text>
        ) : (
          <List size="sm" spacing={4} listStyleType="none" p={0} data-testid="companion-stuck">
            {view.stuck.map((s) => (
              <List.Item key={s.answer_header_id}>
                <Text size="sm" fw={600} span>
                  {fullName(s.student)}
                </Text>
                <Text size="xs" c="dimmed">
                  {s.title} · no answer for {s.minutes_idle} min
                </Text>
              </List.Item>
            ))}
          </List>
        )}
      </GuideSection>
      <GuideSection title="Not started">
        <NotStarted students={view.not_started} />
      </GuideSection>
      <GuideSection title="Most missed today">
        {missed ? (
          <div>
            <Text size="sm">{missed.question}</Text>
            <Text size="xs" c="dimmed">
              {missed.activity_title} · {missed.wrong} of {missed.answered} got it wrong
            </Text>
          </div>
        ) : (
          <Text size="sm">No question was missed today.</Text>
        )}
      </GuideSection>
    </Stack>
  );
}

/** Those who have not started, the first few at once: a whole class can be a long list. */
function NotStarted({ students }: { students: TeacherClassView['not_started'] }) {
  const [all, setAll] = useState(false);
  if (students.length === 0) return <Text size="sm">Everyone has started their work.</Text>;
  const shown = all ? students : students.slice(0, NOT_STARTED_SHOWN);
  return (
    <>
      <List size="sm" spacing={4} listStyleType="none" p={0} data-testid="companion-not-started">
        {shown.map((s) => (
          <List.Item key={s.student.user_token}>
            <Text size="sm" span>
              {fullName(s.student)}
            </Text>
            <Text size="xs" c="dimmed">
              {s.open_assignments} open assignment{s.open_assignments === 1 ? '' : 's'}
            </Text>
          </List.Item>
        ))}
      </List>
      {shown.length < students.length ? (
        <Button variant="subtle" size="compact-sm" onClick={() => setAll(true)}>
          Show all {students.length}
        </Button>
      ) : null}
    </>
  );
}
