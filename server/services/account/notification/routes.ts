import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as contracts from '../../../../src/domain/contracts/account/index';
import { SERVER_MESSAGES } from '../../../../src/domain/messages';
import { offsetOf } from '../../../../src/domain/paging';
import type { AuthContext } from '../../../auth/context';
import type { Executor } from '../../../db/client';
import { notification } from '../../../db/schema/index';
import { notFound } from '../../../lib/http-errors';
import { defineRoute } from '../../../lib/route';

/** The caller's own console feed; nobody reads another user's notifications. */
function mine(auth: AuthContext) {
  return and(eq(notification.userId, auth.userId), eq(notification.inConsole, true));
}

async function unreadCount(tx: Executor, auth: AuthContext): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(notification)
    .where(and(mine(auth), isNull(notification.readAt)));
  return row?.n ?? 0;
}

function toView(row: typeof notification.$inferSelect) {
  return {
    id: row.id,
    event: row.event,
    title: row.title,
    body: row.body,
    link: row.link,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function notificationRoutes(app: FastifyInstance) {
  defineRoute(app, contracts.getAllNotifications, {
    handler: async ({ tx, auth, body }) => {
      const where = and(mine(auth), body.unreadOnly ? isNull(notification.readAt) : undefined);
      const rows = await tx
        .select()
        .from(notification)
        .where(where)
        .orderBy(desc(notification.createdAt), desc(notification.id))
        .limit(body.pageSize)
        .offset(offsetOf(body));
      const [total] = await tx.select({ n: count() }).from(notification).where(where);
      return {
        notifications: rows.map(toView),
        pageTotal: total?.n ?? 0,
        unreadCount: await unreadCount(tx, auth),
      };
    },
  });

  defineRoute(app, contracts.getUnreadCount, {
    handler: async ({ tx, auth }) => ({ unreadCount: await unreadCount(tx, auth) }),
  });

  defineRoute(app, contracts.markNotificationRead, {
    handler: async ({ tx, auth, query }) => {
      const where = and(mine(auth), eq(notification.id, query.id));
      await tx
        .update(notification)
        .set({ readAt: sql`coalesce(${notification.readAt}, now())` })
        .where(where);
      const [row] = await tx.select().from(notification).where(where);
      if (!row) throw notFound(SERVER_MESSAGES.notificationNotFound);
      return toView(row);
    },
  });

  defineRoute(app, contracts.markAllNotificationsRead, {
    handler: async ({ tx, auth }) => {
      const updated = await tx
        .update(notification)
        .set({ readAt: sql`now()` })
        .where(and(mine(auth), isNull(notification.readAt)))
        .returning({ id: notification.id });
      return { updated: updated.length, unreadCount: 0 };
    },
  });
}
