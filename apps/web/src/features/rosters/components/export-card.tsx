import type { Profile } from '@kitlab/contract';
import { Button, Group, NativeSelect, Text } from '@mantine/core';
import { useState } from 'react';
import { SectionCard } from '../../../components/ui/section-card';
import { errorMessage } from '../../../lib/api-error';
import { fileNameFor } from '../../../lib/save-file';
import { showToast } from '../../../lib/toasts';
import { useDownloadRosterExport } from '../api/download-roster-export';

const EVERY_SCHOOL = '';

/**
 * The roster Kitlab holds, as a OneRoster 1.2 bundle that imports again with no change. A
 * district administrator may take one school of the district instead of all of them.
 */
export function ExportCard({
  schools,
  districtName,
}: {
  schools: Profile['schools'];
  districtName: string | null;
}) {
  const [schoolToken, setSchoolToken] = useState(EVERY_SCHOOL);
  const download = useDownloadRosterExport();
  const school = schools.find((one) => one.school_token === schoolToken);
  const scopeName = school?.name ?? districtName ?? schools[0]?.name ?? 'Kitlab';
  return (
    <SectionCard title="Export the roster">
      <Text size="sm" mb="sm">
        The schools, classes, users and enrolments Kitlab holds, as a OneRoster 1.2 zip.
      </Text>
      <Group align="flex-end" gap="sm" wrap="wrap">
        {schools.length > 1 ? (
          <NativeSelect
            label="School"
            value={schoolToken}
            onChange={(event) => setSchoolToken(event.currentTarget.value)}
            data={[
              { value: EVERY_SCHOOL, label: 'Every school' },
              ...schools.map((one) => ({ value: one.school_token, label: one.name })),
            ]}
            maw="100%"
          />
        ) : null}
        <Button
          variant="default"
          loading={download.isPending}
          onClick={() =>
            download.mutate(
              {
                format: 'zip',
                schoolToken: school?.school_token,
                fileName: fileNameFor(`OneRoster ${scopeName}`, 'zip'),
              },
              {
                onError: (error) =>
                  showToast({
                    title: 'The download failed',
                    message: errorMessage(error),
                    tone: 'danger',
                  }),
              },
            )
          }
        >
          Download the roster
        </Button>
      </Group>
    </SectionCard>
  );
}
