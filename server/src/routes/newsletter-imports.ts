// Contacts imported into a newsletter list (one transaction), the list's imports, and an import reverted.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../auth/guards';
import { IMPORT_MAX_RECORDS, importReason } from '../crud/imports';
import {
  analyzeAfterImport,
  dryRunImport,
  importContacts,
  listImports,
  revertContactImport,
} from '../newsletter/import';
import { listOrNotFound, sendConfirmations } from '../newsletter/members';
import { queryInt, zId } from '../schemas/common';
import { count, doc } from './newsletter-common';
import { byIntId } from './route-schema';

const importEntry = z.object({
  id: z.int(),
  list_id: z.int(),
  status: z.enum(['completed', 'reverted']),
  created_by: z.string().nullable(),
  created_by_email: z.string().nullable(),
  created_at: z.date(),
  reverted_at: z.date().nullable(),
  total_rows: count(),
  created: count(),
  added: count(),
  already: count(),
  skipped: count(),
  failed: count(),
});

export const newsletterImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.post('/lists/:id/import', {
    bodyLimit: 128 * 1024 * 1024,
    schema: doc(
      "Import contacts into a list (one transaction): each row's e-mail finds or creates the customer, who is subscribed (unconfirmed, with a confirmation mail, on a double opt-in list). Those who unsubscribed, bounced or complained are not subscribed again and are reported; rows without a valid e-mail are refused with their reasons",
      {
        ...byIntId,
        body: z
          .object({
            records: z.array(z.record(z.string(), z.unknown())).min(1).max(IMPORT_MAX_RECORDS),
            dry_run: z.boolean().optional(),
          })
          .strict(),
        response: {
          200: z.object({
            import_id: z.int().nullable(),
            total_rows: count(),
            created: count(),
            added: count(),
            already: count(),
            skipped: z.array(
              z.object({
                row: count(),
                email: z.string(),
                person_id: z.int(),
                reason: z.enum(['unsubscribed', 'bounced', 'complained']),
              }),
            ),
            failed: z.array(z.object({ row: count(), reasons: z.array(importReason) })),
          }),
        },
      },
    ),
    handler: async (request) => {
      if (request.body.dry_run) {
        const checked = await dryRunImport(db, request.params.id, request.body.records);
        return { ...checked, added: checked.added.length };
      }
      const report = await db.transaction((tx) =>
        importContacts(tx, app.queue, request.params.id, request.body.records, currentUser(request).id),
      );
      await analyzeAfterImport(db, report.created);
      const list = await listOrNotFound(db, request.params.id);
      if (list.double_opt_in && report.added.length)
        await sendConfirmations(db, app.mailer, app.config, list, report.added);
      return { ...report, added: report.added.length };
    },
  });

  app.get('/lists/:id/imports', {
    schema: doc("A list's contact imports, newest first: who, when and the counts", {
      ...byIntId,
      response: { 200: z.array(importEntry) },
    }),
    handler: async (request) => listImports(db, request.params.id),
  });

  app.post('/lists/:id/imports/:importId/revert', {
    schema: doc(
      'Revert a contact import (one transaction): the memberships it added that are still subscribed or unconfirmed leave the list, and the people it created are deleted unless they have anything else (another list, a note, an order, a second address...)',
      {
        params: z.object({ id: queryInt(zId()), importId: queryInt(zId()) }),
        response: { 200: importEntry.extend({ removed: count(), deleted_people: count(), kept_people: count() }) },
        errors: [400, 401, 404, 422],
      },
    ),
    handler: async (request) => revertContactImport(db, request.params.id, request.params.importId),
  });
};
