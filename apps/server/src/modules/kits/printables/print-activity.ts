import { readFile } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { ActivityRow, KitRow } from '../content.repository.js';
import type { ActivityParts } from '../kit-content.presenter.js';
import type { KitMediaStore } from '../kit-media.js';
import { pictureFilesOf, readPictures } from './picture-files.js';
import { printableActivity } from './printable-activity.js';
import { renderPrintable } from './printable-pdf.js';

/** The activity's printable PDF, with the kit's pictures read from storage once each. */
export async function printActivity(
  opened: {
    kit: Pick<KitRow, 'id' | 'token' | 'title'>;
    activity: ActivityRow;
    parts: ActivityParts;
  },
  store: KitMediaStore,
  log: FastifyBaseLogger,
): Promise<Buffer<ArrayBuffer>> {
  const { kit, activity, parts } = opened;
  const sheet = printableActivity(kit.title, activity, parts.details, parts.options);
  // The kit id, never its token: the token is the key to a private kit's media.
  const warn = (file: string, reason: string) =>
    log.warn({ kitId: kit.id, file, reason }, 'A printable shows a placeholder for a kit picture');
  const pictures = await readPictures(
    pictureFilesOf(sheet),
    async (file) => {
      const name = parts.links.storedName(file);
      return name ? readFile(store.pathOf(kit.token, name)) : null;
    },
    warn,
  );
  return renderPrintable(sheet, pictures, warn);
}
