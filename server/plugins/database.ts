import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client';
import { runAsHolder } from '../db/database-hold';
import type { TokenSigner } from '../auth/tokens';
import type { MailTransport } from '../lib/mail';
import type { AppConfig } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    /** The root database connection: for system work only (sign-in, jobs). Requests use their scoped tx. */
    db: Db;
    database: Database;
    tokens: TokenSigner;
    mail: MailTransport;
    config: AppConfig;
  }
}

export interface CorePluginOptions {
  database: Database;
  tokens: TokenSigner;
  mail: MailTransport;
  config: AppConfig;
  /** Close the database with the app (true when the app opened it). */
  ownsDatabase: boolean;
}

async function databasePlugin(app: FastifyInstance, options: CorePluginOptions) {
  app.decorate('database', options.database);
  app.decorate('db', options.database.db);
  app.decorate('tokens', options.tokens);
  app.decorate('mail', options.mail);
  app.decorate('config', options.config);
  options.database.useLog(app.log);
  // Everything a request does with the database holds it as the request's route: on PGlite, a hold past
  // the limit is stopped and logged with that route.
  app.addHook('onRequest', (request, _reply, done) => {
    const route = request.routeOptions.url ?? request.url.split('?')[0];
    runAsHolder({ label: `${request.method} ${route}`, limited: true }, done);
  });
  if (options.ownsDatabase) app.addHook('onClose', async () => options.database.close());
}

export const database = fp(databasePlugin, { name: 'database' });
