import { buildApp } from './app';
import { loadConfig } from './config';
import { prepareDatabase } from './start-up';

/** Starts the server: prepares the database, listens, and shuts down gracefully on SIGINT/SIGTERM. */
async function main() {
  const started = performance.now();
  const config = loadConfig();
  const { database, bootstrap } = await prepareDatabase(config);
  const app = await buildApp({ config, database });
  // Background jobs (server/jobs) start with the app and stop with it, before the database closes.
  app.addHook('onClose', async () => {
    await database.close();
  });

  let closing = false;
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close();
    process.exit(0);
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const url = config.publicUrl ?? `http://localhost:${config.port}`;
  const lines = [`Field Console is ready at ${url} (${database.kind}, ${Math.round(performance.now() - started)} ms)`];
  if (bootstrap.created) {
    lines.push(`Administrator: ${bootstrap.adminEmail}`);
    lines.push(
      bootstrap.generatedPassword
        ? `Password: ${bootstrap.generatedPassword}   (generated; shown only this once, change it after signing in)`
        : 'Password: the ADMIN_PASSWORD you set',
    );
  }
  console.log(`\n  ${lines.join('\n  ')}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
