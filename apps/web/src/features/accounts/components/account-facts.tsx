import type { Profile } from '@kitlab/contract';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { ROLE_NAME } from '../utils/role-names';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" tt="uppercase" fw={700} c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Stack>
  );
}

/** What the user cannot change themselves: only an administrator can. */
export function AccountFacts({ profile }: { profile: Profile }) {
  const schools = profile.schools.map((school) => school.name).join(', ');
  const studentClass = profile.student_class[0]?.class_name;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      <Fact label="Email" value={profile.email} />
      <Fact label="Role" value={ROLE_NAME[profile.user_type]} />
      {schools ? (
        <Fact label={profile.schools.length > 1 ? 'Schools' : 'School'} value={schools} />
      ) : null}
      {studentClass ? <Fact label="Class" value={studentClass} /> : null}
      {profile.district_name ? <Fact label="District" value={profile.district_name} /> : null}
    </SimpleGrid>
  );
}
