import type { ProviderContact } from '#contract/event-providers';

/** Tap targets of at least 44 px: a crew member on the road taps them with one thumb. */
const TAP_CLASSES =
  'inline-flex min-h-11 min-w-11 items-center gap-1 rounded-lg px-2 text-blue-700 underline underline-offset-2 hover:bg-blue-50 dark:text-blue-300 dark:hover:bg-slate-800';

export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export function PhoneLink({ phone, label }: { phone: string; label?: string }) {
  return (
    <a
      href={telHref(phone)}
      className={TAP_CLASSES}
      aria-label={label ? `Call ${label}: ${phone}` : undefined}
    >
      {phone}
    </a>
  );
}

export function EmailLink({ email, label }: { email: string; label?: string }) {
  return (
    <a
      href={`mailto:${email}`}
      className={TAP_CLASSES}
      aria-label={label ? `E-mail ${label}: ${email}` : undefined}
    >
      {email}
    </a>
  );
}

/** A provider's people: name and role, then tap-to-call and tap-to-e-mail. */
export function ContactList({ contacts }: { contacts: readonly ProviderContact[] }) {
  if (contacts.length === 0) return null;
  return (
    <ul aria-label="Contacts" className="flex flex-col">
      {contacts.map((contact) => (
        <li
          key={`${contact.name}|${contact.phone}|${contact.email}`}
          className="flex flex-wrap items-center gap-x-2"
        >
          <span className="font-medium text-slate-900 dark:text-white">{contact.name}</span>
          {contact.role ? (
            <span className="text-sm text-slate-600 dark:text-slate-400">{contact.role}</span>
          ) : null}
          {contact.phone ? <PhoneLink phone={contact.phone} label={contact.name} /> : null}
          {contact.email ? <EmailLink email={contact.email} label={contact.name} /> : null}
        </li>
      ))}
    </ul>
  );
}
