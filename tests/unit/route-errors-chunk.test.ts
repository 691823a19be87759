import { describe, expect, it } from 'vitest';
import { ROUTE_ERRORS_CHUNK, routeErrorsChunkOf, startChunkGroups } from '../../scripts/start-path-chunk';

const route = '/repo/src/routes/_signed-in/dashboard/tours/$tourId/wages.tsx';

describe('the routes’ error screens, one file', () => {
  it('takes every route’s split-out error screen, and nothing else of the route', () => {
    expect(routeErrorsChunkOf(`${route}?tsr-split=errorComponent`)).toBe(ROUTE_ERRORS_CHUNK);
    expect(routeErrorsChunkOf(`${route}?tsr-split=component`)).toBeNull();
    expect(routeErrorsChunkOf(`${route}?tsr-split=loader`)).toBeNull();
    expect(routeErrorsChunkOf(route)).toBeNull();
    expect(routeErrorsChunkOf('/repo/src/app/route-error-fallback.tsx')).toBeNull();
  });

  it('comes last, so a module the start path or the first screen holds stays there', () => {
    const groups = startChunkGroups();
    const last = groups.at(-1);
    expect(last?.name).toBe(routeErrorsChunkOf);
    expect(Math.min(...groups.map((group) => group.priority))).toBe(last?.priority);
    expect(groups.filter((group) => group.priority === last?.priority)).toHaveLength(1);
  });
});
