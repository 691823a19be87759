import { DELIVERY_METHOD_LABELS, GUEST_LIST_STATUS_LABELS } from '#contract/guest-lists';
import type { GuestRequest } from './use-show-guest-list';

const HEADER = [
  'First name',
  'Last name',
  'Quantity',
  'Status',
  'Checked in',
  'Delivery',
  'Phone',
  'Email',
  'Notes',
  'Requested by',
];

// Quotes every cell; a leading =, +, - or @ is neutralised so spreadsheets never run it as a formula.
const cell = (value: string | number | null) => {
  const text = String(value ?? '');
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
};

export function guestListCsv(requests: readonly GuestRequest[]): string {
  const lines = requests.map((r) =>
    [
      r.firstName,
      r.lastName,
      r.quantity,
      GUEST_LIST_STATUS_LABELS[r.status],
      r.checkedIn,
      DELIVERY_METHOD_LABELS[r.deliveryMethod],
      r.phone,
      r.email,
      r.notes,
      r.requesterName,
    ]
      .map(cell)
      .join(','),
  );
  return `${[HEADER.map(cell).join(','), ...lines].join('\r\n')}\r\n`;
}

/** Made in the browser, so the export works offline too. */
export function downloadCsv(filename: string, csv: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(url);
}
