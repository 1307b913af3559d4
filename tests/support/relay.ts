import net from 'node:net';

/**
 * A TCP relay between the browser and the server, in the test's own process, so a journey can take the
 * server away while the device keeps its network (emulated offline does not reach a service worker the
 * browser started on its own). `stop` refuses connections and cuts the open ones; `mute` still carries the
 * browser's requests to the server but drops every answer, as a connection that dies after the request left.
 */
export interface Relay {
  readonly port: number;
  readonly origin: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Requests keep reaching the server; nothing it answers comes back. */
  mute(muted: boolean): void;
  close(): Promise<void>;
}

export async function startRelay(targetPort: number, host = '127.0.0.1'): Promise<Relay> {
  const sockets = new Set<net.Socket>();
  let muted = false;
  let server: net.Server | null = null;
  let port = 0;

  function connect(client: net.Socket) {
    const upstream = net.connect(targetPort, host);
    sockets.add(client);
    sockets.add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('data', (chunk) => upstream.write(chunk));
    upstream.on('data', (chunk) => {
      if (!muted) client.write(chunk);
    });
    client.on('close', drop);
    upstream.on('close', drop);
    client.on('error', drop);
    upstream.on('error', drop);
  }

  async function start() {
    if (server) return;
    const listening = net.createServer(connect);
    await new Promise<void>((resolve, reject) => {
      listening.once('error', reject);
      listening.listen(port, host, () => resolve());
    });
    port = (listening.address() as net.AddressInfo).port;
    server = listening;
  }

  async function stop() {
    const closing = server;
    server = null;
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  }

  await start();
  return {
    get port() {
      return port;
    },
    get origin() {
      return `http://${host}:${port}`;
    },
    start,
    stop,
    mute(value) {
      muted = value;
    },
    close: stop,
  };
}
