import { md5, sha1 } from '@noble/hashes/legacy';
import { sha256, sha384, sha512 } from '@noble/hashes/sha2';
import { Buffer } from 'buffer';

/**
 * `crypto.createHash` for the browser build. webpack hashes with its own WASM md4 and xxhash64; Node's
 * crypto is reached for other `output.hashFunction`s and by the minimizer plugin, which mixes a sha256 of
 * its options into chunk hashes, so these digests must be the real ones for the output to match Node's.
 */
const algorithms = { md5, sha1, sha256, sha384, sha512 } as const;

type Encoding = 'hex' | 'base64' | 'base64url' | 'latin1' | 'binary';

export function createHash(algorithm: string) {
  const hashing = algorithms[algorithm.toLowerCase() as keyof typeof algorithms];
  if (!hashing) throw new Error(`Digest method not supported: ${algorithm} (the playground hashes with md4, xxhash64, md5, sha1 and sha2)`);
  const state = hashing.create();
  const hash = {
    update(data: string | Uint8Array, encoding?: BufferEncoding) {
      state.update(typeof data === 'string' ? Buffer.from(data, encoding ?? 'utf8') : data);
      return hash;
    },
    digest(encoding?: Encoding) {
      const bytes = Buffer.from(state.digest());
      return encoding ? bytes.toString(encoding) : bytes;
    },
  };
  return hash;
}
