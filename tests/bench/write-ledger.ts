/**
 * What the crash bench's devices sent and what they were told, by the unique text each write
 * carries, then held against the rows the database ended with. Acknowledged = the device received
 * a 2xx saying the write is stored (REST 201, sync `applied` or `duplicate`): it must be there
 * exactly once. A write never acknowledged may be absent or there once. Nothing may be there twice.
 */
export type WriteKind = 'sync' | 'rest';
type State = 'sent' | 'acknowledged' | 'abandoned' | 'rejected';
type Entry = { kind: WriteKind; state: State; detail?: string };

export type Ledger = ReturnType<typeof newLedger>;

export function newLedger() {
  const entries = new Map<string, Entry>();
  const set = (text: string, state: State, detail?: string) => {
    const entry = entries.get(text);
    if (!entry) throw new Error(`unknown write ${text}`);
    entry.state = state;
    entry.detail = detail;
  };
  return {
    entries,
    sentCount: () => entries.size,
    sent: (text: string, kind: WriteKind) => entries.set(text, { kind, state: 'sent' }),
    acknowledged: (text: string) => set(text, 'acknowledged'),
    abandoned: (text: string) => set(text, 'abandoned'),
    /** A sync result or a REST 4xx. */
    answered(text: string, status: string) {
      if (status === 'applied' || status === 'duplicate') set(text, 'acknowledged');
      else set(text, 'rejected', status);
    },
  };
}

export function tally(
  ledger: Ledger,
  stored: Map<string, number>,
  left: { unsent: string[]; blocked: string[] },
) {
  const result = {
    sent: ledger.entries.size,
    sentSync: 0,
    sentRest: 0,
    acknowledged: 0,
    abandoned: 0,
    rejected: 0,
    blocked: left.blocked.length,
    unsent: left.unsent.length,
    unackedPresent: 0,
    unackedAbsent: 0,
    lost: 0,
    duplicated: 0,
    examples: [] as string[],
  };
  const example = (line: string) => {
    if (result.examples.length < 10) result.examples.push(line);
  };
  for (const [text, entry] of ledger.entries) {
    const copies = stored.get(text) ?? 0;
    if (entry.kind === 'sync') result.sentSync += 1;
    else result.sentRest += 1;
    if (entry.state === 'abandoned') result.abandoned += 1;
    if (entry.state === 'rejected') {
      result.rejected += 1;
      example(`rejected ${entry.kind} write ${text}: ${entry.detail ?? ''} (${copies} stored)`);
    }
    if (copies > 1) {
      result.duplicated += 1;
      example(`DUPLICATED ${entry.kind} write ${text}: ${copies} rows`);
    }
    if (entry.state === 'acknowledged') {
      result.acknowledged += 1;
      if (copies === 0) {
        result.lost += 1;
        example(`LOST ${entry.kind} write ${text}: acknowledged, not stored`);
      }
    } else if (copies === 0) result.unackedAbsent += 1;
    else result.unackedPresent += 1;
  }
  for (const text of left.blocked)
    example(`BLOCKED REST write ${text}: still refused at the end (${stored.get(text) ?? 0} stored)`);
  for (const [text] of stored) if (!ledger.entries.has(text)) example(`stored but never sent: ${text}`);
  return result;
}
