import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerEventsRoute } from './events-route';
import { LiveFeed } from './live-feed';

declare module 'fastify' {
  interface FastifyInstance {
    liveFeed: LiveFeed;
  }
}

/** The change feed and its stream (GET /api/events); open streams end before the server closes. */
async function livePlugin(app: FastifyInstance) {
  const feed = new LiveFeed(app.database, app.log);
  await feed.start();
  app.decorate('liveFeed', feed);
  app.addHook('preClose', async () => feed.closeStreams());
  app.addHook('onClose', async () => feed.stop());
  registerEventsRoute(app, feed);
}

export const live = fp(livePlugin, { name: 'live', dependencies: ['database'] });
