import { Image, Text } from '@mantine/core';

/** A lesson picture with its alt text and optional caption. */
export function ImageBlock({
  file,
  alt,
  caption,
}: {
  file: string;
  alt: string;
  caption?: string;
}) {
  return (
    <figure style={{ margin: 0 }}>
      <Image src={file} alt={alt} maw="100%" mah={420} w="auto" fit="contain" radius="sm" />
      {caption ? (
        <Text component="figcaption" size="sm" c="dimmed" mt={4}>
          {caption}
        </Text>
      ) : null}
    </figure>
  );
}
