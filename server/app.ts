import fs from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { v7 } from 'uuid';
import { createTokenSigner, resolveJwtSecret } from './auth/tokens';
import { controlSocket } from './backup/control-socket';
import { jobs } from './jobs/plugin';
import { live } from './live/plugin';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { loggerOptions } from './lib/log-options';
import { createMailTransport } from './lib/mail';
import type { MailTransport } from './lib/mail';
import { registerApiDocs } from './plugins/api-docs';
import { auth } from './plugins/auth';
import { database } from './plugins/database';
import { answerFrameworkError, errors } from './plugins/errors';
import { inputGuard } from './plugins/input-guard';
import { clientConfigRoutes } from './plugins/client-config';
import { healthRoutes } from './plugins/health';
import { leanAssetHeaders } from './plugins/asset-headers';
import { inlineScriptSources } from './plugins/inline-scripts';
import { registerNotFound } from './plugins/spa';
import { accountService } from './services/account/index';
import { assetService } from './services/asset/index';
import { documentService } from './services/document/index';
import { fileService } from './services/file/index';
import { notifications } from './notifications/plugin';
import { organisationService } from './services/organisation/index';
import { workflowService } from './services/workflow/index';
import { workorderService } from './services/workorder/index';
// Registers every resource's import and export with the file service before a route or job asks for one.
import './sheets';

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  /** Defaults to SMTP when configured, else the log. */
  mail?: MailTransport;
  logger?: boolean;
  /** Where log lines go (standard output by default); tests read them from here. */
  logStream?: NodeJS.WritableStream;
  /**
   * Run background jobs in this app: true (default) from when it is ready, 'after-listen' once it listens
   * (the server's start), false queues them for another process.
   */
  jobs?: boolean | 'after-listen';
  /** This process keeps the job schedules (default true; one of several clustered workers does). */
  scheduler?: boolean;
}

function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

/** Builds the whole application (API and PWA) as a plugin tree; main.ts only listens. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config.logLevel, options.logStream),
    genReqId: () => v7(),
    requestIdHeader: 'x-request-id',
    // A hop count trusts that many proxies nearest the server, whatever their addresses.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
    // Addresses the router cannot read (bad percent-encoding, an over-long segment) answer in the envelope too.
    frameworkErrors: answerFrameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-request-id', request.id);
    return payload;
  });
  // After the request id is set: hashed assets shed it with the document headers.
  leanAssetHeaders(app);

  const indexFile = path.join(config.staticDir, 'index.html');
  const hasClient = fs.existsSync(indexFile);
  const pageScripts = hasClient ? inlineScriptSources(fs.readFileSync(indexFile, 'utf8')) : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...pageScripts],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'", 'https:'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { global: true, threshold: 1024 });
  await registerApiDocs(app);

  const mail =
    options.mail ??
    createMailTransport({
      smtpUrl: config.smtpUrl,
      mailDir: config.mailDir,
      from: config.mailFrom,
      log: app.log,
    });
  const tokens = createTokenSigner(resolveJwtSecret(config.jwtSecret, config.dataDir));
  await app.register(errors);
  await app.register(inputGuard);
  await app.register(database, { database: options.database, tokens, mail, config, ownsDatabase: false });
  await app.register(controlSocket);
  await app.register(auth);
  await app.register(notifications);
  await app.register(live);
  await app.register(jobs, { start: options.jobs ?? true, scheduler: options.scheduler ?? true });

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(clientConfigRoutes, { prefix: '/api', config });
  await app.register(accountService, { prefix: '/api/account' });
  await app.register(organisationService, { prefix: '/api/organisation' });
  await app.register(documentService, { prefix: '/api/document' });
  await app.register(workorderService, { prefix: '/api/workorder' });
  await app.register(assetService, { prefix: '/api/asset' });
  await app.register(workflowService, { prefix: '/api/workflow' });
  await app.register(fileService, { prefix: '/api/file' });

  if (hasClient) {
    await app.register(fastifyStatic, {
      root: config.staticDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside its text files (vite.config.ts): sent as they are when accepted.
      preCompressed: true,
      setHeaders(reply, filePath) {
        // Hashed build assets never change; the shell, manifest and service worker must be revalidated.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  registerNotFound(app, hasClient ? indexFile : null);
  return app;
}
