import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SERVER_MESSAGES } from '../../../../src/domain/messages';
import * as contracts from '../../../../src/domain/contracts/account/index';
import type { AuthContext } from '../../../auth/context';
import type { Executor } from '../../../db/client';
import { notificationPreference } from '../../../db/schema/index';
import { conflict } from '../../../lib/http-errors';
import { defineRoute } from '../../../lib/route';
import { versionedUpdate } from '../../../lib/versioned';
import type { StoredSettings } from '../../../notifications/preferences';
import { readPreference, settingsView } from '../../../notifications/preferences';

/** Version 0 stands for "never saved": the defaults apply and the first save creates the row. */
async function view(tx: Executor, auth: AuthContext) {
  const row = await readPreference(tx, auth.organisationId, auth.userId);
  return { settings: settingsView(row?.settings, auth.isPlatformAdmin), version: row?.version ?? 0 };
}

export async function notificationSettingRoutes(app: FastifyInstance) {
  defineRoute(app, contracts.getNotificationSettings, {
    handler: ({ tx, auth }) => view(tx, auth),
  });

  defineRoute(app, contracts.updateNotificationSettings, {
    handler: async ({ tx, auth, body }) => {
      const current = await readPreference(tx, auth.organisationId, auth.userId);
      const settings: StoredSettings = { ...current?.settings };
      for (const s of body.settings) {
        const push = s.push ?? settings[s.event]?.push;
        settings[s.event] = { console: s.console, email: s.email, ...(push === undefined ? {} : { push }) };
      }
      if (body.version === 0) {
        const inserted = await tx
          .insert(notificationPreference)
          .values({
            organisationId: auth.organisationId,
            userId: auth.userId,
            settings,
            createdBy: auth.userId,
            updatedBy: auth.userId,
          })
          .onConflictDoNothing()
          .returning({ version: notificationPreference.version });
        if (inserted.length === 0) throw conflict(SERVER_MESSAGES.staleVersion, await view(tx, auth));
        return view(tx, auth);
      }
      await versionedUpdate(
        () =>
          tx
            .update(notificationPreference)
            .set({
              settings,
              version: sql`${notificationPreference.version} + 1`,
              updatedAt: sql`now()`,
              updatedBy: auth.userId,
            })
            .where(
              and(
                eq(notificationPreference.userId, auth.userId),
                eq(notificationPreference.version, body.version),
              ),
            )
            .returning({ version: notificationPreference.version }),
        async () => (current ? view(tx, auth) : null),
      );
      return view(tx, auth);
    },
  });
}
