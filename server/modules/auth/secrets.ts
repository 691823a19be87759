import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: refresh tokens and e-mailed link tokens. */
export const newOpaqueToken = () => randomBytes(32).toString('base64url');

/** What the database keeps instead of the token itself. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');
