import { useState } from 'react';
import { toast } from 'sonner';
import type { Address } from '#contract/addresses';
import { errorMessage } from '../../api/api-error';
import { createAddress, deleteAddress, updateAddress } from '../../api/profile.api';
import { useCountries } from '../../api/use-countries';
import { useIsOnline } from '../../lib/use-is-online';
import { mutate, refreshProfile } from '../../offline/user-sync';
import { Button } from '../../ui/button';
import { AddressForm, type AddressFormValues } from './address-form';
import { addressLine } from './address-line';

type Editing = { kind: 'new' } | { kind: 'edit'; address: Address } | null;

type AddressesSectionProps = { addresses: readonly Address[]; mainAddressId: string | null };

/** The user's addresses: kept on the server only, so changing them needs a connection. */
export function AddressesSection({ addresses, mainAddressId }: AddressesSectionProps) {
  const online = useIsOnline();
  const { nameOf } = useCountries();
  const [editing, setEditing] = useState<Editing>(null);

  const create = async (values: AddressFormValues) => {
    const address = await createAddress(values);
    // The first address is the main one: nobody has to pick from a list of one.
    if (!mainAddressId) await mutate('profile.updatePersonalDetails', { changes: { addressId: address.id } });
    done('Address added');
  };
  const update = async (id: string, values: AddressFormValues) => {
    await updateAddress(id, values);
    done('Address saved');
  };
  const remove = async (address: Address) => {
    try {
      await deleteAddress(address.id);
      done('Address removed');
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  const done = (message: string) => {
    setEditing(null);
    refreshProfile();
    toast.success(message);
  };

  return (
    <section aria-labelledby="addresses-heading" className="flex flex-col gap-3">
      <h3 id="addresses-heading" className="font-semibold text-slate-900 dark:text-white">
        Addresses
      </h3>
      {addresses.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">No addresses yet.</p>
      ) : null}
      <ul className="flex flex-col gap-2">
        {addresses.map((address) => (
          <li
            key={address.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 p-3 dark:border-slate-800"
          >
            <span className="text-sm text-slate-800 dark:text-slate-200">
              {addressLine(address, nameOf)}
              {address.id === mainAddressId ? (
                <strong className="ml-2 text-xs text-amber-700 dark:text-amber-300">Main</strong>
              ) : null}
            </span>
            <span className="flex gap-1">
              <Button
                variant="ghost"
                disabled={!online}
                aria-label={`Edit ${addressLine(address, nameOf)}`}
                onClick={() => setEditing({ kind: 'edit', address })}
              >
                Edit
              </Button>
              <Button
                variant="ghost"
                disabled={!online}
                aria-label={`Remove ${addressLine(address, nameOf)}`}
                onClick={() => void remove(address)}
              >
                Remove
              </Button>
            </span>
          </li>
        ))}
      </ul>
      {editing?.kind === 'new' ? (
        <AddressForm title="New address" onSubmit={create} onCancel={() => setEditing(null)} />
      ) : null}
      {editing?.kind === 'edit' ? (
        <AddressForm
          title="Edit address"
          address={editing.address}
          onSubmit={(values) => update(editing.address.id, values)}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      {editing ? null : (
        <div>
          <Button variant="secondary" disabled={!online} onClick={() => setEditing({ kind: 'new' })}>
            Add address
          </Button>
          {online ? null : (
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              Changing addresses needs a connection.
            </p>
          )}
        </div>
      )}
    </section>
  );
}
