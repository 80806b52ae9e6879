import { Box, Image } from '@mantine/core';

/**
 * A kit picture at its own size, never wider than the card nor taller than `maxHeight`, in a box
 * `maxHeight` tall. The content gives no picture's size, so the box holds the picture's place up
 * front: a picture arriving after the text below it has drawn moves nothing.
 */
export function Picture({
  file,
  alt,
  maxHeight = 280,
}: {
  file: string;
  alt: string;
  maxHeight?: number;
}) {
  return (
    <Box h={maxHeight}>
      <Image src={file} alt={alt} mah="100%" w="auto" maw="100%" fit="contain" radius="sm" />
    </Box>
  );
}
