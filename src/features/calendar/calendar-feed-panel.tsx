import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import type { CalendarFeed } from '#contract/calendar-feeds';
import { errorMessage } from '../../api/api-error';
import { stopSharingTourCalendar, subscribeToTourCalendar } from '../../api/calendar-feeds.api';
import { useIsOnline } from '../../lib/use-is-online';
import { Button, buttonClasses } from '../../ui/button';
import { ConfirmButton } from '../../ui/confirm-button';
import { TextField } from '../../ui/text-field';

/**
 * "Subscribe in your calendar" for one tour: a private URL that calendar apps poll. Online only:
 * the URL is made and revoked on the server, and nothing about it is kept on the device.
 */
export function CalendarFeedPanel({ tourId, tourName }: { tourId: string; tourName: string }) {
  const isOnline = useIsOnline();
  const [feed, setFeed] = useState<CalendarFeed | null>(null);
  const subscribe = useMutation({
    mutationFn: () => subscribeToTourCalendar(tourId),
    onSuccess: setFeed,
    onError: (error) => toast.error(errorMessage(error)),
  });
  const current = feed?.tourId === tourId ? feed : null;

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link copied');
    } catch {
      toast.error('Could not copy: select the link and copy it yourself');
    }
  };

  return (
    <section
      aria-label="Calendar subscription"
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 p-4 dark:border-slate-800"
    >
      <h2 className="font-semibold text-slate-900 dark:text-white">Subscribe in your calendar</h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        A private link to the {tourName} events you can see. Your calendar app checks it for changes; anyone
        with the link can read it.
      </p>
      {current ? (
        <>
          <TextField label="Calendar link" readOnly value={current.url} onFocus={(e) => e.target.select()} />
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => void copy(current.url)}>
              Copy link
            </Button>
            <a href={current.webcalUrl} className={buttonClasses('secondary')}>
              Open in calendar app
            </a>
            <ConfirmButton
              variant="danger"
              title="Stop sharing this calendar?"
              confirmLabel="Stop sharing"
              explanation="The link stops working at once; calendars subscribed to it get no more updates."
              action={() => stopSharingTourCalendar(tourId)}
              success="Calendar link stopped"
              onDone={() => setFeed(null)}
              disabled={!isOnline}
            >
              Stop sharing
            </ConfirmButton>
          </div>
        </>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <Button
            variant="secondary"
            isPending={subscribe.isPending}
            disabled={!isOnline}
            onClick={() => subscribe.mutate()}
          >
            Subscribe in your calendar
          </Button>
          {isOnline ? null : (
            <span className="text-sm text-slate-600 dark:text-slate-400">Available when you are online.</span>
          )}
        </div>
      )}
    </section>
  );
}
