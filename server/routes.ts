import type { RouteDef } from './http/route';
import { authRoutes } from './modules/auth/auth.routes';
import { devMailRoutes } from './modules/dev-mail/dev-mail.routes';
import { healthRoutes } from './modules/health/health.routes';
import { privacyPolicyRoutes, termsRoutes } from './modules/legal/legal.routes';
import { usersRoutes } from './modules/users/users.routes';

/** Every API endpoint. Adding a module's routes here mounts them AND lists them in /api/openapi.json. */
export function apiRoutes(options: { production: boolean }): RouteDef[] {
  return [
    ...healthRoutes,
    ...authRoutes,
    ...usersRoutes,
    ...termsRoutes,
    ...privacyPolicyRoutes,
    ...(options.production ? [] : devMailRoutes),
  ];
}
