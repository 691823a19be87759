import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { passportWarningText } from '#contract/travelling-details';
import { passportWarningQueries } from './passport-warnings.queries';

/**
 * Passport warnings of the tour's people by user id, wherever a person is shown on a tour. The
 * server decides whose: managers get the people who share their details with them, everyone else
 * only their own. Asked only online (`enabled`); offline the last answer, if any, still shows.
 */
export function usePassportWarnings(tourId: string, enabled: boolean): ReadonlyMap<string, string> {
  const warnings = useQuery({ ...passportWarningQueries.tour(tourId), enabled });
  return useMemo(
    () => new Map((warnings.data ?? []).map((warning) => [warning.userId, passportWarningText(warning)])),
    [warnings.data],
  );
}
