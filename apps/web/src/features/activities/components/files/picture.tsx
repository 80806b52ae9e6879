import { Image } from '@mantine/core';

/**
 * A kit picture `maxHeight` tall (scaled to fit, never wider than the card). The content gives no
 * picture's size, so the height is fixed up front: a picture arriving after the text below it has
 * drawn moves nothing.
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
  return <Image src={file} alt={alt} h={maxHeight} w="auto" maw="100%" fit="contain" radius="sm" />;
}
