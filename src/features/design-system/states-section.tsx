import { buttonClasses } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { LoadState } from '../../ui/load-state';
import { SkeletonList } from '../../ui/skeleton-list';
import { Spinner } from '../../ui/spinner';
import { type DemoQueryState, useDemoQuery } from './use-demo-query';

function DemoLoadState({ state }: { state: DemoQueryState }) {
  const query = useDemoQuery(state);
  return <LoadState query={query} subject="the crew list" notFoundTitle="Crew list not found" />;
}

/** What a screen shows before or instead of its data: empty, loading, placeholders, missing, failed, offline. */
export function StatesSection() {
  return (
    <div className="flex flex-col gap-4">
      <EmptyState>
        <p>No tours yet.</p>
        <button type="button" className={buttonClasses('primary')}>
          Create a tour
        </button>
      </EmptyState>
      <Spinner label="Loading the daysheet…" />
      <DemoLoadState state="loading" />
      <SkeletonList label="Loading messages" rows={2} />
      <DemoLoadState state="missing" />
      <DemoLoadState state="failed" />
      <DemoLoadState state="offline" />
    </div>
  );
}
