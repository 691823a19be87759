/**
 * A guarded field (event start/end/day, note text) changed on the server since the editor read it
 * (docs/offline-client.md): REST answers 409, a push answers `conflict` with the server's value and
 * runs the mutator's `onConflict`, so the user's losing version stays visible.
 */
import { AppError } from '../http/errors';

export class GuardConflict extends AppError {
  constructor(
    message: string,
    readonly serverValue: unknown,
  ) {
    super(409, 'conflict', message);
  }
}
