import fs from 'node:fs';
import path from 'node:path';

const MAIL_DIR = path.resolve(process.env.E2E_DATA_DIR ?? '.tmp/e2e-data', 'mail');

/** Waits for the newest message to `to` in the server's pickup directory and returns its text. */
export async function latestMailTo(to: string, after: number, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (fs.existsSync(MAIL_DIR)) {
      const files = fs
        .readdirSync(MAIL_DIR)
        .filter((f) => f.endsWith('.json') && Number(f.split('-')[0]) >= after)
        .sort();
      for (const file of files.reverse()) {
        const message = JSON.parse(fs.readFileSync(path.join(MAIL_DIR, file), 'utf8')) as {
          to: string;
          text: string;
        };
        if (message.to.toLowerCase() === to.toLowerCase()) return message.text;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${to} arrived`);
}
