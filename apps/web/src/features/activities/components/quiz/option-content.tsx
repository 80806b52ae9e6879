import { Stack, Text } from '@mantine/core';
import { Picture } from '../files/picture';

/** An answer option's words and picture; a picture alone is named by its alt text. */
export function OptionContent({
  option,
}: {
  option: { option: string | null; file: string | null; file_alt: string | null };
}) {
  return (
    <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
      {option.file ? (
        <Picture file={option.file} alt={option.file_alt ?? option.option ?? ''} maxHeight={160} />
      ) : null}
      {option.option ? <Text style={{ overflowWrap: 'anywhere' }}>{option.option}</Text> : null}
    </Stack>
  );
}
