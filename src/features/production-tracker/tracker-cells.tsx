import { type KeyboardEvent, useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../api/api-error';
import {
  cellLabel,
  cellText,
  parseCell,
  placeholderOf,
  saveCell,
  type TrackerField,
  type TypedField,
} from './tracker-fields';
import type { TrackerLine } from './use-production-tracker';

type CellProps<F extends TrackerField> = { line: TrackerLine; field: F; canEdit: boolean; pending: boolean };

function Waiting() {
  return (
    <span className="block text-[10px] font-medium text-amber-700 dark:text-amber-300">Waiting to sync</span>
  );
}

/** A typed cell: edited in place, saved on Enter or when it loses focus, refused input kept with its message. */
export function TypedCell({ line, field, canEdit, pending }: CellProps<TypedField>) {
  const stored = cellText(line, field);
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!canEdit) return <td className="whitespace-pre-line px-2 py-1 align-top">{stored}</td>;

  async function commit() {
    if (draft === null) return;
    const parsed = parseCell(field, draft);
    if (!parsed.ok) {
      setError(parsed.message);
      return;
    }
    setError(null);
    if ((parsed.value === null ? '' : String(parsed.value)) === stored) {
      setDraft(null);
      return;
    }
    try {
      await saveCell(line, { [field]: parsed.value });
      setDraft(null);
    } catch (failure) {
      toast.error(errorMessage(failure));
    }
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') void commit();
    if (event.key === 'Escape') {
      setDraft(null);
      setError(null);
    }
  };
  return (
    <td className="px-1 py-1 align-top">
      <input
        aria-label={cellLabel(field, line)}
        aria-invalid={error ? true : undefined}
        className="w-24 rounded border border-slate-300 bg-white px-1.5 py-1 text-sm aria-invalid:border-red-500 dark:border-slate-700 dark:bg-slate-900"
        placeholder={placeholderOf(field)}
        value={draft ?? stored}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => void commit()}
      />
      {error ? (
        <span role="alert" className="block text-[11px] text-red-700 dark:text-red-400">
          {error}
        </span>
      ) : null}
      {pending ? <Waiting /> : null}
    </td>
  );
}

/** A checkbox cell ("Advanced", "Rider sent"): a tick saves at once. */
export function FlagCell({ line, field, canEdit, pending }: CellProps<'advanced' | 'riderSent'>) {
  const checked = line.tracker?.[field] ?? false;
  if (!canEdit) return <td className="px-2 py-1 align-top">{checked ? 'Yes' : 'No'}</td>;
  return (
    <td className="px-2 py-1 text-center align-top">
      <input
        type="checkbox"
        aria-label={cellLabel(field, line)}
        checked={checked}
        onChange={(event) =>
          void saveCell(line, { [field]: event.target.checked }).catch((failure: unknown) =>
            toast.error(errorMessage(failure)),
          )
        }
      />
      {pending ? <Waiting /> : null}
    </td>
  );
}
