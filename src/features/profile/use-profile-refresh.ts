import { useEffect } from 'react';
import { useIsOnline } from '../../lib/use-is-online';
import { refreshProfile } from '../../offline/user-sync';

/** A profile screen re-reads the profile when it opens online (and when the connection returns). */
export function useProfileRefresh(): void {
  const online = useIsOnline();
  useEffect(() => {
    if (online) refreshProfile();
  }, [online]);
}
