import { mapLinkOf } from '#contract/event-providers';

type Addressed = {
  name: string;
  addressLine: string | null;
  city: string | null;
  country: string | null;
  postalCode: string | null;
  placeId: string | null;
};

/** The street address, linked to a map search (opens the phone's map app). */
export function ProviderAddress({ provider }: { provider: Addressed }) {
  const lines = [
    provider.addressLine,
    [provider.postalCode, provider.city].filter(Boolean).join(' '),
    provider.country,
  ]
    .filter(Boolean)
    .join(', ');
  const href = mapLinkOf(provider);
  if (!lines) return null;
  return (
    <address className="not-italic text-slate-700 dark:text-slate-300">
      {href ? (
        <a
          href={href}
          target="_blank"
          rel="noreferrer"
          className="inline-flex min-h-11 items-center text-blue-700 underline underline-offset-2 dark:text-blue-300"
          aria-label={`Open ${provider.name} in maps: ${lines}`}
        >
          {lines}
        </a>
      ) : (
        lines
      )}
    </address>
  );
}
