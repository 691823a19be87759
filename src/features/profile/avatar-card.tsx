import { useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../api/api-error';
import { setAvatar } from '../../api/profile.api';
import { uploadFile } from '../../api/upload';
import { useIsOnline } from '../../lib/use-is-online';
import { refreshProfile } from '../../offline/user-sync';
import { Button, buttonClasses } from '../../ui/button';

type AvatarCardProps = { avatarUrl: string | null; initials: string };

/** The profile picture: choose one (previewed before saving), replace it or remove it. Online only. */
export function AvatarCard({ avatarUrl, initials }: AvatarCardProps) {
  const inputId = useId();
  const online = useIsOnline();
  const [chosen, setChosen] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!chosen) return setPreview(null);
    const url = URL.createObjectURL(chosen);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [chosen]);

  const run = async (action: () => Promise<unknown>, message: string) => {
    setBusy(true);
    try {
      await action();
      setChosen(null);
      refreshProfile();
      toast.success(message);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  const save = (file: File) =>
    run(async () => setAvatar((await uploadFile(file, 'AVATAR')).key), 'Profile picture saved');

  const shown = preview ?? avatarUrl;
  return (
    <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
      {shown ? (
        <img
          src={shown}
          alt={preview ? 'New profile picture' : 'Profile picture'}
          className="size-24 rounded-full object-cover"
        />
      ) : (
        <span
          aria-hidden="true"
          className="flex size-24 items-center justify-center rounded-full bg-amber-100 text-2xl font-bold text-amber-900 dark:bg-amber-500/20 dark:text-amber-200"
        >
          {initials}
        </span>
      )}
      <div className="flex flex-wrap gap-2">
        <label
          htmlFor={inputId}
          className={buttonClasses(
            'secondary',
            online && !busy ? 'cursor-pointer' : 'pointer-events-none opacity-60',
          )}
        >
          {avatarUrl ? 'Replace picture' : 'Choose picture'}
        </label>
        <input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png"
          className="sr-only"
          disabled={!online || busy}
          onChange={(event) => {
            setChosen(event.currentTarget.files?.[0] ?? null);
            event.currentTarget.value = '';
          }}
        />
        {chosen ? (
          <>
            <Button isPending={busy} onClick={() => void save(chosen)}>
              Save picture
            </Button>
            <Button variant="ghost" disabled={busy} onClick={() => setChosen(null)}>
              Cancel
            </Button>
          </>
        ) : null}
        {avatarUrl && !chosen ? (
          <Button
            variant="ghost"
            disabled={!online || busy}
            onClick={() => void run(() => setAvatar(null), 'Profile picture removed')}
          >
            Remove picture
          </Button>
        ) : null}
      </div>
      {online ? null : (
        <p className="text-sm text-slate-600 dark:text-slate-400">Changing the picture needs a connection.</p>
      )}
    </div>
  );
}
