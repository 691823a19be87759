/**
 * Reads the rows of one tour changed after a version, table by table, as sync changes: one reader
 * per synced entity (the tour itself is the pull's own first change), split by area under
 * readers/. Most are `changeReader(entity, toData, {scope})` (change-reader.ts), over the entity's table in
 * SYNC_TABLES (cascade.ts).
 */
import type { RowEntity } from './cascade';
import type { ChangeReader } from './change-reader';
import { ACCOMMODATION_READERS } from './readers/accommodation';
import { CHAT_READERS } from './readers/chat';
import { EVENT_PROVIDER_READERS } from './readers/event-providers';
import { EVENT_READERS } from './readers/events';
import { FILE_READERS } from './readers/files';
import { GROUP_READERS } from './readers/groups';
import { GUEST_LIST_READERS } from './readers/guest-lists';
import { PRODUCTION_TRACKER_READERS } from './readers/production-trackers';
import { RIDER_READERS } from './readers/riders';
import { TOUR_DAY_READERS } from './readers/tour-days';
import { TOUR_PERSONNEL_READERS } from './readers/tour-personnel';

/** Every synced entity has its reader: one missing here fails tsc. */
export const CHANGE_READERS: { [E in RowEntity]: ChangeReader } = {
  ...TOUR_DAY_READERS,
  ...EVENT_READERS,
  ...TOUR_PERSONNEL_READERS,
  ...FILE_READERS,
  ...GROUP_READERS,
  ...GUEST_LIST_READERS,
  ...ACCOMMODATION_READERS,
  ...PRODUCTION_TRACKER_READERS,
  ...RIDER_READERS,
  ...EVENT_PROVIDER_READERS,
  ...CHAT_READERS,
};
