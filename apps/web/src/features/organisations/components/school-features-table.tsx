import { Anchor, Stack, Table } from '@mantine/core';
import { Link } from 'react-router';
import { ScrollRegion } from '../../../components/ui/scroll-region';
import type { FeatureSettings } from '../api/get-feature-settings';
import { schoolHolidaysPath } from '../paths';
import { SchoolFeatureCell } from './school-feature-cell';

/** The managed schools down (each with a link to its holidays), the features across: a switch in each cell. */
export function SchoolFeaturesTable({ settings }: { settings: FeatureSettings }) {
  const inheritLabel = settings.district ? "Use the district's setting" : 'Use the default';
  return (
    <ScrollRegion label="Features of each school">
      <Table layout="fixed" miw={640} verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">School</Table.Th>
            {settings.feature_names.map((name) => (
              <Table.Th key={name} scope="col">
                {name}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {settings.schools.map((school) => (
            <Table.Tr key={school.school_token} data-testid="school-features">
              <Table.Th scope="row" fw={600} style={{ overflowWrap: 'anywhere' }}>
                <Stack gap={4} align="flex-start">
                  {school.name}
                  <Anchor
                    component={Link}
                    to={schoolHolidaysPath(school.school_token)}
                    size="xs"
                    fw={400}
                    aria-label={`Holidays of ${school.name}`}
                  >
                    Holidays
                  </Anchor>
                </Stack>
              </Table.Th>
              {school.features.map((feature) => (
                <Table.Td key={feature.name}>
                  <SchoolFeatureCell
                    school={school}
                    feature={feature}
                    inheritLabel={inheritLabel}
                  />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
