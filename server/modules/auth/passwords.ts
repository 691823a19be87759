/** Password hashing: scrypt with a per-user salt (no native build needed). Never logs inputs. */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * scrypt's cost (N) for new hashes in production and development. The suites run with
 * TEST_PASSWORD_HASH_COST instead (Config.passwordHashCost): they hash thousands of passwords, and
 * at full cost that was a tenth of their CPU. A hash records its own N, so every hash verifies
 * under either setting.
 */
export const PASSWORD_HASH_COST = 16384;
export const TEST_PASSWORD_HASH_COST = 1024;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { N: n, r, p, maxmem: 64 * 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

export async function hashPassword(password: string, cost: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost, R, P);
  return ['scrypt', cost, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

// A hash of a random password at each cost in use, checked when the account does not exist, so
// the time taken does not reveal whether it does.
const decoys = new Map<number, Promise<string>>();
function decoyAt(cost: number): Promise<string> {
  let decoy = decoys.get(cost);
  if (!decoy) {
    decoy = hashPassword(randomBytes(16).toString('hex'), cost);
    decoys.set(cost, decoy);
  }
  return decoy;
}

/** `cost`: the one new hashes get here, so an unknown account costs what a known one does. */
export async function verifyPassword(
  password: string,
  stored: string | null | undefined,
  cost: number,
): Promise<boolean> {
  const encoded = stored ?? (await decoyAt(cost));
  const [scheme, n, r, p, salt, key] = encoded.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), Number(n), Number(r), Number(p));
  return stored != null && actual.length === expected.length && timingSafeEqual(actual, expected);
}
