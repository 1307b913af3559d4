import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';

/*
 * A push service on 127.0.0.1 for the server's side of Web Push: it records what reaches each device's
 * endpoint and decrypts it with the keys the device (this test) generated, as a browser would.
 */

interface Ece {
  decrypt(
    buffer: Buffer,
    params: { version: 'aes128gcm'; privateKey: crypto.ECDH; authSecret: Buffer },
  ): Buffer;
}
const ece = createRequire(import.meta.url)('http_ece') as Ece;

export interface ReceivedPush {
  device: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface TestDevice {
  name: string;
  /** What the browser's PushSubscription.toJSON() would give. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** The pushes this device's endpoint received, decrypted. */
  received(): Array<Record<string, unknown>>;
  /** Raw requests (headers) this device's endpoint received. */
  requests(): ReceivedPush[];
}

export interface PushEndpoint {
  url: string;
  device(name: string): TestDevice;
  /** The status this device's endpoint answers from now on (201 by default; 410: the subscription is gone). */
  answer(name: string, status: number): void;
  close(): Promise<void>;
}

export async function startPushEndpoint(): Promise<PushEndpoint> {
  const received: ReceivedPush[] = [];
  const answers = new Map<string, number>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const device = decodeURIComponent((request.url ?? '').replace(/^\/push\//, ''));
      received.push({ device, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(answers.get(device) ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    device(name) {
      const ecdh = crypto.createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = crypto.randomBytes(16);
      const requests = () => received.filter((r) => r.device === name);
      return {
        name,
        subscription: {
          endpoint: `${url}/push/${encodeURIComponent(name)}`,
          keys: { p256dh: ecdh.getPublicKey('base64url'), auth: authSecret.toString('base64url') },
        },
        requests,
        received: () =>
          requests().map(
            (r) =>
              JSON.parse(
                ece.decrypt(r.body, { version: 'aes128gcm', privateKey: ecdh, authSecret }).toString('utf8'),
              ) as Record<string, unknown>,
          ),
      };
    },
    answer(name, status) {
      answers.set(name, status);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
