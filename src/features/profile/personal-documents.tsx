import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PERSONAL_DOCUMENT_KINDS } from '#contract/profile';
import { profileQueries } from '../../api/profile.queries';
import { LoadState } from '../../ui/load-state';
import { PersonalDocumentItem } from './personal-document-item';

/** Headshot, vaccination, licence, W-9: read from the server each time, never kept on the device. */
export function PersonalDocuments() {
  const queryClient = useQueryClient();
  const query = useQuery(profileQueries.personalDetails());
  const changed = () =>
    void queryClient.invalidateQueries({ queryKey: profileQueries.personalDetails().queryKey });
  if (!query.data)
    return <LoadState query={query} subject="your documents" notFoundTitle="Documents not found" />;
  const documents = query.data.documents;
  return (
    <ul className="flex flex-col gap-2">
      {PERSONAL_DOCUMENT_KINDS.map((kind) => (
        <PersonalDocumentItem
          key={kind}
          kind={kind}
          document={documents.find((document) => document.kind === kind)}
          onChanged={changed}
        />
      ))}
    </ul>
  );
}
