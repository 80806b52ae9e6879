import { Image } from '@mantine/core';

/** A kit picture at its own size, never wider than the card nor taller than `maxHeight`. */
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
    <Image src={file} alt={alt} mah={maxHeight} w="auto" maw="100%" fit="contain" radius="sm" />
  );
}
