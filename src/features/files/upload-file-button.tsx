import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { FILE_MESSAGES } from '#contract/files';
import { errorMessage } from '../../api/api-error';
import type { UploadProgress } from '../../api/upload';
import { useIsOnline } from '../../lib/use-is-online';
import type { UploadTarget } from '../../offline/upload-queue';
import { buttonClasses } from '../../ui/button';
import { QUEUED_MESSAGE, sendOrQueue } from './send-or-queue';

type UploadFileButtonProps = {
  label: string;
  /** Where the file is attached (the tour, a day, an artist). */
  target: UploadTarget;
  /** After an upload that reached the server (artist files refresh their list). */
  onUploaded?: () => void;
};

/** Picks a file and uploads it with progress — or, offline, keeps it in the upload queue. */
export function UploadFileButton({ label, target, onUploaded }: UploadFileButtonProps) {
  const inputId = useId();
  const online = useIsOnline();
  const [progress, setProgress] = useState<UploadProgress | null>(null);

  const upload = useMutation({
    mutationFn: (file: File) => {
      setProgress({ loaded: 0, total: file.size });
      return sendOrQueue(file, target, online, setProgress);
    },
    // An uploaded tour, day or rider file is a mirrored row (a queued one: the sync that sends it
    // is already under way, so the extra sync joins it).
    meta: { changesMirror: 'background-sync' },
    onSuccess: (outcome) => {
      if (outcome === 'queued') {
        toast.info(QUEUED_MESSAGE);
        return;
      }
      toast.success(FILE_MESSAGES.uploaded);
      onUploaded?.();
    },
    onError: (error) => toast.error(errorMessage(error)),
    onSettled: () => setProgress(null),
  });

  const percent = progress && progress.total > 0 ? Math.round((progress.loaded / progress.total) * 100) : 0;
  const disabled = progress !== null;
  return (
    <div className="flex flex-col gap-2">
      <label
        htmlFor={inputId}
        className={buttonClasses('secondary', disabled ? 'pointer-events-none opacity-60' : 'cursor-pointer')}
      >
        {label}
      </label>
      <input
        id={inputId}
        type="file"
        className="sr-only"
        disabled={disabled}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) upload.mutate(file);
        }}
      />
      {!online ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Offline: a file you choose waits on this device and uploads when you are back online.
        </p>
      ) : null}
      {progress ? (
        <progress
          aria-label={`Uploading: ${percent}%`}
          value={progress.loaded}
          max={progress.total || 1}
          className="h-2 w-full accent-amber-500"
        />
      ) : null}
    </div>
  );
}
