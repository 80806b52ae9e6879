import { kits } from '@kitlab/contract';
import { registerCall } from '../../plugins/calls.js';
import type { ContentService } from './content.service.js';
import type { KitMediaStore } from './kit-media.js';
import type { KitsContext } from './kits-context.js';
import { printActivity } from './printables/print-activity.js';

/** An activity's printable sheet and its materials list. */
export function registerActivityRoutes(
  ctx: KitsContext,
  content: ContentService,
  media: KitMediaStore,
): void {
  const { app } = ctx;
  registerCall(app, ctx, kits.listActivityPrintables, async ({ user, query, request, reply }) => {
    const opened = await content.openActivityFor(user, { id: query.activity_id });
    const { activity, kit } = opened;
    const pdf = await printActivity(opened, media, request.log);
    reply
      .type(kits.PRINTABLES_CONTENT_TYPE)
      .header('Content-Disposition', `inline; filename="${kit.slug}-${activity.slug}.pdf"`)
      .header('Cache-Control', 'private, no-cache');
    return pdf;
  });
  registerCall(app, ctx, kits.listMaterialsRequired, ({ user, body }) =>
    content.materials(user, body.activity_token, body.activity_detail_id),
  );
}
