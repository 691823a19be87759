import { describe, expect, it } from 'vitest';
import { findViolations, violation } from '../../scripts/import-rules';

describe('dependency direction (docs/architecture.md)', () => {
  it.each([
    ['contract/auth.ts', 'pkg:react', 'contract imports only valibot and itself'],
    ['contract/auth.ts', 'server/app', 'contract imports only valibot and itself'],
    ['server/app.ts', 'src/main', 'server never imports src or sw'],
    [
      'src/ui/button.tsx',
      'src/features/auth/login-form',
      'shared client code never imports features, routes or app',
    ],
    ['src/features/tours/list.tsx', 'src/features/events/list', 'a feature never imports another feature'],
    ['src/features/tours/list.tsx', 'src/routes/dashboard', 'features never import routes or the app layer'],
    ['src/api/client.ts', 'server/app', 'client code never imports server'],
  ])('%s → %s is refused', (from, to, reason) => {
    expect(violation(from, to)).toBe(reason);
  });

  it.each([
    ['contract/auth.ts', 'pkg:valibot'],
    ['contract/auth.ts', 'contract/common'],
    ['server/app.ts', 'contract/auth'],
    ['src/features/auth/login-form.tsx', 'src/ui/button'],
    ['src/features/auth/login-form.tsx', 'src/features/auth/use-login'],
    ['src/routes/login.tsx', 'src/features/auth/login-form'],
  ])('%s → %s is allowed', (from, to) => {
    expect(violation(from, to)).toBeNull();
  });

  it('the repository itself follows the rules', () => {
    expect(findViolations()).toEqual([]);
  });
});
