/**
 * The one rule for a REST write (online only) that changes rows this device mirrors: its mutation
 * says so in `meta`, and the QueryClient's MutationCache (src/app/query-client.ts) brings the change
 * to the mirror after it succeeded — no screen calls the sync engine itself.
 *
 *   useMutation({ mutationFn: () => deleteTour(id), meta: { changesMirror: 'background-sync' } })
 *
 * - `'background-sync'`: a sync starts at once and the write is done; the screen reads the mirror,
 *   which catches up a moment later.
 * - `'await-pull'`: the mutation stays pending until the pull has reached the mirror, so the
 *   screen's `onSuccess` (a toast, "You joined …") runs only when the rows are there to show.
 *
 * Either way a refused write (4xx/5xx) starts a sync in the background: the refusal often means
 * this device's copy is stale.
 */
export type MirrorFollowUp = 'background-sync' | 'await-pull';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: { changesMirror?: MirrorFollowUp };
  }
}
