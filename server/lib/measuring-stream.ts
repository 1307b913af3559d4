import { createHash } from 'node:crypto';
import { Transform } from 'node:stream';

/** A stream's bytes pass through unchanged while their count and SHA-256 are taken (uploads, backups). */
export function measuring(): { transform: Transform; result: () => { bytes: number; sha256: string } } {
  const hash = createHash('sha256');
  let bytes = 0;
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  return { transform, result: () => ({ bytes, sha256: hash.digest('hex') }) };
}
