import { useState } from 'react';
import { toast } from 'sonner';
import { REPORT_MESSAGES, type ReportFile, type ReportFormat } from '#contract/reports';
import { errorMessage } from '../../api/api-error';
import { fetchReportFile } from '../../api/reports.api';
import { saveBlob } from '../../lib/save-blob';
import { useIsOnline } from '../../lib/use-is-online';
import { Button } from '../../ui/button';

const FORMAT_LABELS: Record<ReportFormat, string> = { csv: 'Download CSV', pdf: 'Download PDF' };

function DownloadButton({ file, online }: { file: ReportFile; online: boolean }) {
  const [pending, setPending] = useState(false);
  const download = async () => {
    setPending(true);
    try {
      saveBlob(await fetchReportFile(file), file.name);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setPending(false);
    }
  };
  return (
    <Button
      variant="secondary"
      isPending={pending}
      disabled={!online}
      title={online ? undefined : REPORT_MESSAGES.needsConnection}
      onClick={() => void download()}
    >
      {FORMAT_LABELS[file.format]}
    </Button>
  );
}

/** "Download CSV" and "Download PDF": the report's files, fetched with the session's token. */
export function DownloadButtons({ files }: { files: readonly ReportFile[] }) {
  const online = useIsOnline();
  const ordered = [...files].sort((a, b) => a.format.localeCompare(b.format));
  return (
    <div className="flex flex-wrap gap-2">
      {ordered.map((file) => (
        <DownloadButton key={file.id} file={file} online={online} />
      ))}
    </div>
  );
}
