import type { rosters } from '@kitlab/contract';
import { Badge, Group, List, Stack, Text, Title } from '@mantine/core';
import { problemPlace, problemsByFile } from '../utils/import-summary';
import { SeverityLabel } from './severity-label';

const countWords = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/** Every problem of the bundle, grouped by file (files with errors first, errors first in each). */
export function ProblemsList({ problems }: { problems: readonly rosters.RosterProblem[] }) {
  if (problems.length === 0) {
    return (
      <Text size="sm" data-testid="roster-problems">
        No problems found.
      </Text>
    );
  }
  return (
    <Stack gap="md" data-testid="roster-problems">
      {problemsByFile(problems).map((group) => (
        <section key={group.file} aria-label={`Problems in ${group.file}`}>
          <Group gap="xs" mb={4} wrap="wrap">
            <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
              {group.file}
            </Title>
            {group.errors > 0 ? (
              <Badge color="red.9" variant="filled">
                {countWords(group.errors, 'error')}
              </Badge>
            ) : null}
            {group.warnings > 0 ? (
              <Badge color="dark.6" variant="filled">
                {countWords(group.warnings, 'warning')}
              </Badge>
            ) : null}
          </Group>
          <List listStyleType="none" spacing={6} styles={{ itemWrapper: { display: 'block' } }}>
            {group.problems.map((problem, index) => (
              <List.Item
                // A file's problems have no id of their own; their order is fixed by the answer.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                key={index}
                data-severity={problem.severity}
              >
                <Group gap="xs" align="flex-start" wrap="wrap">
                  <SeverityLabel severity={problem.severity} />
                  <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {problemPlace(problem)}
                  </Text>
                </Group>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {problem.message}
                </Text>
              </List.Item>
            ))}
          </List>
        </section>
      ))}
    </Stack>
  );
}
