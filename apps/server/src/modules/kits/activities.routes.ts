import { kits } from '@kitlab/contract';
import { registerCall } from '../../plugins/calls.js';
import type { ContentService } from './content.service.js';
import type { KitsContext } from './kits-context.js';
import { printableActivity } from './printables/printable-activity.js';
import { renderPrintable } from './printables/printable-pdf.js';

/** An activity's printable sheet and its materials list. */
export function registerActivityRoutes(ctx: KitsContext, content: ContentService): void {
  const { app } = ctx;
  registerCall(app, ctx, kits.activityPrintables, async ({ user, query, reply }) => {
    const { activity, kit, parts } = await content.openActivityFor(user, { id: query.activity_id });
    const pdf = await renderPrintable(
      printableActivity(kit.title, activity, parts.details, parts.options),
    );
    reply
      .type(kits.PRINTABLES_CONTENT_TYPE)
      .header('Content-Disposition', `inline; filename="${kit.slug}-${activity.slug}.pdf"`)
      .header('Cache-Control', 'private, no-cache');
    return pdf;
  });
  registerCall(app, ctx, kits.materialsRequired, ({ user, body }) =>
    content.materials(user, body.activity_token, body.activity_detail_id),
  );
}
