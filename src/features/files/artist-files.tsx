import { useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteArtistFile } from '../../api/artist-files.api';
import { artistFileQueries } from '../../api/artist-files.queries';
import { artistQueries } from '../../api/artists.queries';
import { formatSize } from '../../lib/format-size';
import { useUserDb } from '../../offline/user-sync';
import { LoadState } from '../../ui/load-state';
import { DeleteFileButton } from './delete-file-button';
import { OpenFileLink } from './open-file-link';
import { QueuedUploadItem } from './queued-upload-item';
import { UploadFileButton } from './upload-file-button';
import { useQueuedUploads } from './use-queued-uploads';

/** The artist's own files (EPK, logo, press photos), read over REST; the workspace owner manages them. */
export function ArtistFiles({ artistId }: { artistId: string }) {
  const queryClient = useQueryClient();
  const db = useUserDb();
  const artist = useQuery(artistQueries.detail(artistId));
  const files = useQuery(artistFileQueries.list(artistId));
  const queued = useQueuedUploads({ artistId });
  const canManage = artist.data?.canManage ?? false;
  const refresh = () =>
    void queryClient.invalidateQueries({ queryKey: artistFileQueries.list(artistId).queryKey });

  return (
    <section aria-labelledby="artist-files-title" className="flex flex-col gap-3">
      <h2 id="artist-files-title" className="text-lg font-semibold text-slate-900 dark:text-white">
        Artist files
      </h2>
      {!files.data ? (
        <LoadState query={files} subject="the artist’s files" notFoundTitle="Organization not found" />
      ) : files.data.length === 0 && queued.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-400">No files for this artist yet.</p>
      ) : (
        <ul aria-label="Artist files" className="flex flex-col gap-2">
          {queued.map((row) => (
            <QueuedUploadItem key={row.id} row={row} />
          ))}
          {files.data.map((file) => (
            <li
              key={file.id}
              className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-slate-200 p-3 dark:border-slate-800"
            >
              <div className="flex min-w-0 flex-1 flex-col">
                <span className="truncate font-medium text-slate-900 dark:text-white">{file.name}</span>
                <span className="text-sm text-slate-600 dark:text-slate-400">
                  {formatSize(file.size)} · {file.mimeType}
                </span>
              </div>
              <div className="flex flex-wrap gap-1">
                <OpenFileLink file={file} userId={db?.userId ?? ''} onDevice={false} />
                {canManage ? (
                  <DeleteFileButton
                    file={file}
                    audience="everyone who works with this artist"
                    remove={() => deleteArtistFile(artistId, file.id).then(refresh)}
                  />
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      {canManage ? (
        <UploadFileButton
          label="Upload an artist file"
          target={{ kind: 'artist', artistId }}
          onUploaded={refresh}
        />
      ) : null}
    </section>
  );
}
