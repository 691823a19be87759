import { secureHeaders } from 'hono/secure-headers';
import type { Config } from '../env';

/**
 * Security headers on every response. The CSP allows no inline or foreign scripts; inline styles
 * stay allowed because the toast library injects its stylesheet at run time.
 */
export function securityHeaders(config: Config, sentryDsn: string | undefined) {
  const connectSrc = ["'self'"];
  if (sentryDsn) connectSrc.push(new URL(sentryDsn).origin);
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      // Artist logos are https links to pictures anywhere (contract/artists.ts allows nothing else);
      // data: and blob: are pictures only here: no other directive allows them for anything executable.
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc,
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    strictTransportSecurity: config.behindTls ? 'max-age=31536000; includeSubDomains' : false,
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginEmbedderPolicy: false,
  });
}
