import { describe, expect, it } from 'vitest';
import { DOT_CLASSES } from '../../src/features/sync/sync-indicator';

describe('sync indicator', () => {
  it('never animates its dot, whatever the state: a sync may last minutes', () => {
    for (const classes of Object.values(DOT_CLASSES)) expect(classes).not.toMatch(/\banimate-/);
    expect(Object.keys(DOT_CLASSES).sort()).toEqual(['busy', 'offline', 'saved', 'waiting']);
  });
});
