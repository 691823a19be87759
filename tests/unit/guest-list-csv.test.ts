import { describe, expect, it } from 'vitest';
import { guestListCsv } from '../../src/features/guest-lists/guest-list-csv';
import type { GuestRequest } from '../../src/features/guest-lists/use-show-guest-list';

const request = (overrides: Partial<GuestRequest> = {}): GuestRequest => ({
  id: 'r1',
  tourId: 't1',
  eventId: 'e1',
  requesterUserId: 'u1',
  requesterName: 'Cleo Roadie',
  firstName: 'Rosa',
  lastName: 'Parks',
  quantity: 2,
  phone: null,
  email: 'rosa@example.com',
  notes: null,
  deliveryMethod: 'WILL_CALL',
  status: 'APPROVED',
  checkedIn: 1,
  createdAt: '2027-06-10T10:00:00.000Z',
  ...overrides,
});

describe('guest list CSV', () => {
  it('one quoted row per request under a header, with labels rather than codes', () => {
    const lines = guestListCsv([request()]).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      '"First name","Last name","Quantity","Status","Checked in","Delivery","Phone","Email","Notes","Requested by"',
    );
    expect(lines[1]).toBe(
      '"Rosa","Parks","2","Approved","1","Will call","","rosa@example.com","","Cleo Roadie"',
    );
  });

  it('escapes quotes and keeps spreadsheets from running a cell as a formula', () => {
    const [, row] = guestListCsv([request({ firstName: '=HYPERLINK("x")', notes: 'Say "hi"' })]).split(
      '\r\n',
    );
    expect(row).toContain('"\'=HYPERLINK(""x"")"');
    expect(row).toContain('"Say ""hi"""');
  });
});
