import { type Algorithm, hash, verify } from '@node-rs/argon2';

/** The library's const enum value for argon2id (Argon2d = 0, Argon2i = 1, Argon2id = 2). */
const ARGON2ID_ALGORITHM = 2 as Algorithm;

/** argon2id with the OWASP Password Storage Cheat Sheet's first parameter set (19 MiB, t=2, p=1). */
const ARGON2ID = { algorithm: ARGON2ID_ALGORITHM, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

export async function verifyPassword(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  if (!passwordHash) {
    // Spend the same time as a real check, so a missing account cannot be told from timing.
    await hash(password, ARGON2ID);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
