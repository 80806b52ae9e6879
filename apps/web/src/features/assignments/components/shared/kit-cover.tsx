import { Image } from '@mantine/core';

/** A kit's cover (the server's address for it); decorative beside the kit's title. */
export function KitCover({ file, size = 64 }: { file: string; size?: number }) {
  return (
    <Image
      src={file}
      alt=""
      w={size}
      h={size}
      radius="sm"
      fit="cover"
      loading="lazy"
      style={{ flex: 'none' }}
    />
  );
}
