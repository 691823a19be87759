import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { MESSAGES } from '#contract/messages';
import { errorMessage } from '../../api/api-error';
import { acceptLegalDocument } from '../../api/legal.api';
import { legalQueries } from '../../api/legal.queries';
import { Button } from '../../ui/button';
import { CheckboxField } from '../../ui/checkbox-field';
import { FormAlert } from '../../ui/form-alert';
import { LegalDocumentView } from './legal-document-view';

export function TermsAcceptanceForm() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data: terms } = useSuspenseQuery(legalQueries.acceptance('terms'));
  const { data: privacy } = useSuspenseQuery(legalQueries.acceptance('privacy'));
  const [agreedToTerms, setAgreedToTerms] = useState(terms.accepted);
  const [agreedToPrivacy, setAgreedToPrivacy] = useState(privacy.accepted);
  const [validationMessage, setValidationMessage] = useState<string>();

  const accept = useMutation({
    mutationFn: async () => {
      // Only documents not yet accepted: accepting twice would record a second, misleading consent.
      const pending = [
        !terms.accepted && terms.current ? acceptLegalDocument('terms', terms.current.id) : null,
        !privacy.accepted && privacy.current ? acceptLegalDocument('privacy', privacy.current.id) : null,
      ];
      await Promise.all(pending);
    },
    onSuccess: async () => {
      // The guards read these with `query()`, which refetches invalidated entries.
      await queryClient.invalidateQueries({ queryKey: legalQueries.all });
      await navigate({ to: '/dashboard' });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!agreedToTerms || !agreedToPrivacy) {
      setValidationMessage(MESSAGES.mustAcceptTerms);
      return;
    }
    setValidationMessage(undefined);
    accept.mutate();
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <FormAlert message={validationMessage ?? (accept.isError ? errorMessage(accept.error) : undefined)} />
      {terms.current ? <LegalDocumentView document={terms.current} /> : null}
      {privacy.current ? <LegalDocumentView document={privacy.current} /> : null}
      <div className="flex flex-col gap-3">
        <CheckboxField
          label="I agree to the terms and conditions"
          checked={agreedToTerms}
          disabled={terms.accepted}
          onChange={(event) => setAgreedToTerms(event.target.checked)}
        />
        <CheckboxField
          label="I agree to the privacy policy"
          checked={agreedToPrivacy}
          disabled={privacy.accepted}
          onChange={(event) => setAgreedToPrivacy(event.target.checked)}
        />
      </div>
      <Button type="submit" isPending={accept.isPending}>
        Accept and continue
      </Button>
    </form>
  );
}
