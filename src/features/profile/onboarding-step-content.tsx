import type { ReactNode } from 'react';
import { useEmergencyContacts, usePersonalDetails, useTravellingDetails } from '../../offline/use-profile';
import { Button } from '../../ui/button';
import { AddressesSection } from './addresses-section';
import { CitizenshipsSection } from './citizenships-section';
import { EmergencyContactsSection } from './emergency-contacts-section';
import { PassportsSection } from './passports-section';
import { PersonalDetailsForm } from './personal-details-form';
import type { PersonalDetailsGroup } from './personal-details-form-schema';
import { PersonalDocuments } from './personal-documents';
import { ProfileCopyGate } from './profile-copy-gate';
import { TravelPreferencesForm } from './travel-preferences-form';

type StepProps = {
  step: number;
  /** Saves the step as done and moves on (the last step finishes onboarding). */
  onNext: () => void;
  nextLabel: string;
  /** The move to the next step is being saved. */
  moving: boolean;
  /** Back and "Skip for now", from the onboarding flow. */
  nav: ReactNode;
};

/** Steps that are one part of the personal details form. */
const DETAILS_STEPS: Partial<Record<number, PersonalDetailsGroup>> = {
  0: 'names',
  1: 'birth',
  2: 'contact',
  4: 'about',
};

function Footer({ onNext, nextLabel, moving, nav }: Omit<StepProps, 'step'>) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      {nav}
      <Button isPending={moving} onClick={onNext}>
        {nextLabel}
      </Button>
    </div>
  );
}

function DetailsStep({ group, ...props }: Omit<StepProps, 'step'> & { group: PersonalDetailsGroup }) {
  const details = usePersonalDetails();
  return (
    <ProfileCopyGate copy={details}>
      {(copy) => (
        <>
          {group === 'contact' ? (
            <AddressesSection addresses={copy.addresses} mainAddressId={copy.addressId} />
          ) : null}
          <PersonalDetailsForm
            details={copy}
            groups={[group]}
            submitLabel={props.nextLabel}
            allowUnchanged
            onSaved={props.onNext}
            busy={props.moving}
            actions={props.nav}
          />
        </>
      )}
    </ProfileCopyGate>
  );
}

/** One onboarding step's part of the profile, saved like the profile screens save it. */
export function OnboardingStepContent({ step, ...props }: StepProps) {
  const personal = usePersonalDetails();
  const travelling = useTravellingDetails();
  const contacts = useEmergencyContacts();
  const group = DETAILS_STEPS[step];
  if (group) return <DetailsStep key={group} group={group} {...props} />;
  switch (step) {
    case 3:
      return (
        <ProfileCopyGate copy={personal}>
          {(copy) => (
            <>
              <CitizenshipsSection citizenships={copy.citizenships} />
              <Footer {...props} />
            </>
          )}
        </ProfileCopyGate>
      );
    case 5:
      return (
        <ProfileCopyGate copy={travelling}>
          {(copy) => (
            <TravelPreferencesForm
              details={copy}
              submitLabel={props.nextLabel}
              allowUnchanged
              onSaved={props.onNext}
              busy={props.moving}
              actions={props.nav}
            />
          )}
        </ProfileCopyGate>
      );
    case 6:
      return (
        <ProfileCopyGate copy={travelling}>
          {(copy) => (
            <>
              <PassportsSection passports={copy.passports} />
              <Footer {...props} />
            </>
          )}
        </ProfileCopyGate>
      );
    case 7:
      return (
        <ProfileCopyGate copy={contacts}>
          {(rows) => (
            <>
              <EmergencyContactsSection contacts={rows} />
              <Footer {...props} />
            </>
          )}
        </ProfileCopyGate>
      );
    default:
      return (
        <>
          <PersonalDocuments />
          <Footer {...props} />
        </>
      );
  }
}
