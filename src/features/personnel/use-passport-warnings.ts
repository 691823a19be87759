import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { passportWarningText } from '#contract/profile';
import { passportWarningQueries } from '../../api/passport-warnings.queries';

/**
 * Passport warnings of the tour's people by user id, for managers (passports are private to the
 * person and the managers they share them with). Offline, or without the server route, there are none.
 */
export function usePassportWarnings(tourId: string, enabled: boolean): ReadonlyMap<string, string> {
  const warnings = useQuery({ ...passportWarningQueries.tour(tourId), enabled });
  return useMemo(
    () => new Map((warnings.data ?? []).map((warning) => [warning.userId, passportWarningText(warning)])),
    [warnings.data],
  );
}
