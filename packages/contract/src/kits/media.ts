import { z } from 'zod/mini';

/**
 * Kit images and printables: `GET /api/kits/media/{kit_token}/{name}` answers the file itself,
 * for `<img src>` and links (not JSON, so it is a plain route rather than a call). The addresses
 * come in the kit answers' `file` fields; nobody builds them.
 */
export const KIT_MEDIA_ROUTE = '/api/kits/media/:kit_token/:name';

/** A stored file's name: the SHA-256 of its content and its kind. */
const KIT_MEDIA_NAME = /^[0-9a-f]{64}\.(?:svg|png|jpg|jpeg|pdf)$/;

/** What a malformed address answers, as an unknown file does (404). */
export const KIT_MEDIA_NOT_FOUND = 'No such file.';

export const kitMediaParams = z.object({
  kit_token: z.guid(),
  name: z.string().check(z.regex(KIT_MEDIA_NAME)),
});
