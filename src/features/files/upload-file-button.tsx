import { useId, useState } from 'react';
import { toast } from 'sonner';
import { FILE_MESSAGES, type TourFile, type Upload, type UploadPurpose } from '#contract/files';
import { errorMessage } from '../../api/api-error';
import { type UploadProgress, uploadFile } from '../../api/upload';
import { useIsOnline } from '../../lib/use-is-online';
import { syncNow } from '../../offline/user-sync';
import { buttonClasses } from '../../ui/button';

type UploadFileButtonProps = {
  label: string;
  purpose: UploadPurpose;
  /** Attaches the staged upload where it belongs (the tour, or a day). */
  attach: (upload: Upload) => Promise<TourFile>;
};

/** Picks a file, uploads it with progress, attaches it, then pulls so it shows in the list. */
export function UploadFileButton({ label, purpose, attach }: UploadFileButtonProps) {
  const inputId = useId();
  const online = useIsOnline();
  const [progress, setProgress] = useState<UploadProgress | null>(null);

  const upload = async (file: File) => {
    setProgress({ loaded: 0, total: file.size });
    try {
      const staged = await uploadFile(file, purpose, setProgress);
      await attach(staged);
      toast.success(FILE_MESSAGES.uploaded);
      syncNow();
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setProgress(null);
    }
  };

  const percent = progress && progress.total > 0 ? Math.round((progress.loaded / progress.total) * 100) : 0;
  const disabled = !online || progress !== null;
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
          if (file) void upload(file);
        }}
      />
      {!online ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Uploading needs a connection.</p>
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
