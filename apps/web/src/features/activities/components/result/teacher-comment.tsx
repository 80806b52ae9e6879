import { Blockquote, Text } from '@mantine/core';

/** A teacher's words on a piece of work or one item of it. */
export function TeacherComment({ comment, whole }: { comment: string | null; whole?: boolean }) {
  if (!comment) return null;
  return (
    <Blockquote color="blue" p="sm" mt={0} data-testid={whole ? 'teacher-comment' : 'item-comment'}>
      <Text size="sm" fw={700} mb={2}>
        {whole ? 'Your teacher says' : 'Teacher’s comment'}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {comment}
      </Text>
    </Blockquote>
  );
}
