import type { studentRecords } from '@kitlab/contract';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { SectionCard } from '../../../components/ui/section-card';
import { errorMessage } from '../../../lib/api-error';
import { fullName } from '../../../lib/full-name';
import { fileNameFor } from '../../../lib/save-file';
import { showToast } from '../../../lib/toasts';
import { useDownloadStudentData } from '../api/download-student-data';
import { EraseStudentModal } from './erase-student-modal';

interface Student {
  user_token: string;
  first_name: string;
  last_name: string;
}

/**
 * A student's data on their administration page: export everything held about them, or erase
 * it. `onErased` runs once the administrator has the receipt: the student is gone, so the page
 * that shows them leaves.
 */
export function StudentDataSection({
  student,
  onErased,
}: {
  student: Student;
  onErased: (receipt: studentRecords.ErasureReceipt) => void;
}) {
  const name = fullName(student);
  const download = useDownloadStudentData();
  const [erasing, { open: startErasing, close: stopErasing }] = useDisclosure(false);

  const exportData = () =>
    download.mutate(
      {
        userToken: student.user_token,
        format: 'zip',
        fileName: fileNameFor(`${name} data`, 'zip', 'student data'),
      },
      { onError: (error) => showToast({ tone: 'danger', message: errorMessage(error) }) },
    );

  const done = (receipt: studentRecords.ErasureReceipt) => {
    stopErasing();
    showToast({
      tone: 'success',
      autoClose: 6000,
      message: `${name}’s data was erased. Receipt ${receipt.receipt}.`,
    });
    onErased(receipt);
  };

  return (
    <SectionCard title="Student’s data">
      <Stack gap="md">
        <Text size="sm">
          Everything Kitlab holds about {name}, for a parent’s or a regulator’s request: a zip of
          their profile, classes, work, messages and rewards. Erasing removes it for good.
        </Text>
        <Group gap="sm">
          <Button variant="default" onClick={exportData} loading={download.isPending}>
            Export data
          </Button>
          <Button color="red" variant="outline" onClick={startErasing}>
            Erase data
          </Button>
        </Group>
        {download.isPending ? (
          <Text size="sm" c="dimmed" role="status">
            Gathering {name}’s data…
          </Text>
        ) : null}
      </Stack>
      <EraseStudentModal
        opened={erasing}
        student={{ userToken: student.user_token, name }}
        onClose={stopErasing}
        onDone={done}
      />
    </SectionCard>
  );
}
