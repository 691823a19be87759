import { useId, useState } from 'react';
import { toast } from 'sonner';
import { FILE_MESSAGES } from '#contract/files';
import {
  PERSONAL_DOCUMENT_LABELS,
  type PersonalDocument,
  type PersonalDocumentKind,
} from '#contract/profile';
import { errorMessage } from '../../api/api-error';
import { attachPersonalDocument, removePersonalDocument } from '../../api/profile.api';
import { type UploadProgress, uploadFile } from '../../api/upload';
import { Button, buttonClasses } from '../../ui/button';
import { ViewDocumentButton } from './view-document-button';

type PersonalDocumentItemProps = {
  kind: PersonalDocumentKind;
  document: PersonalDocument | undefined;
  onChanged: () => void;
};

/** One kind of personal document: upload (with progress), view, replace or delete. Online only. */
export function PersonalDocumentItem({ kind, document, onChanged }: PersonalDocumentItemProps) {
  const inputId = useId();
  const label = PERSONAL_DOCUMENT_LABELS[kind];
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [busy, setBusy] = useState(false);

  const upload = async (file: File) => {
    setProgress({ loaded: 0, total: file.size });
    try {
      const staged = await uploadFile(file, 'PERSONAL_DOCUMENT', setProgress);
      await attachPersonalDocument(kind, staged.key);
      toast.success(FILE_MESSAGES.uploaded);
      onChanged();
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setProgress(null);
    }
  };
  const remove = async () => {
    setBusy(true);
    try {
      await removePersonalDocument(kind);
      toast.success(`${label} deleted`);
      onChanged();
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const percent = progress?.total ? Math.round((progress.loaded / progress.total) * 100) : 0;
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 dark:border-slate-800">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium text-slate-900 dark:text-white">{label}</p>
          <p className="text-sm break-all text-slate-600 dark:text-slate-400">
            {document?.name ?? 'Not uploaded'}
          </p>
        </div>
        <div className="flex flex-wrap gap-1">
          {document ? <ViewDocumentButton fileId={document.fileId} label={`View ${label}`} /> : null}
          <label
            htmlFor={inputId}
            className={buttonClasses(
              'secondary',
              progress ? 'pointer-events-none opacity-60' : 'cursor-pointer',
            )}
          >
            {document ? `Replace ${label}` : `Upload ${label}`}
          </label>
          <input
            id={inputId}
            type="file"
            accept="image/jpeg,image/png,application/pdf"
            className="sr-only"
            disabled={progress !== null}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              event.currentTarget.value = '';
              if (file) void upload(file);
            }}
          />
          {document ? (
            <Button
              variant="ghost"
              isPending={busy}
              aria-label={`Delete ${label}`}
              onClick={() => void remove()}
            >
              Delete
            </Button>
          ) : null}
        </div>
      </div>
      {progress ? (
        <progress
          aria-label={`Uploading: ${percent}%`}
          value={progress.loaded}
          max={progress.total || 1}
          className="h-2 w-full accent-amber-500"
        />
      ) : null}
    </li>
  );
}
