import type { LoginResponse } from '#contract/auth';
import type { TestApp } from '../../support/test-app';

/** The seeded demo workspace and its two main users, ready once the file's `beforeAll` has run. */
export interface DemoContext {
  seeded(): { t: TestApp; manager: LoginResponse; crew: LoginResponse };
}
