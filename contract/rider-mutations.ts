/**
 * The offline writes of riders (spread into MUTATIONS). Every part is its own row, so each write
 * names one row: two people's offline edits of one section touch different rows or different
 * fields and both survive. Creating names the new row's id, so a replay cannot make a second one.
 */
import * as v from 'valibot';
import { UuidSchema } from './common';
import { CreateLaborTypeSchema, CreateRiderLaborSchema, UpdateRiderLaborSchema } from './rider-labor';
import {
  AddRiderPersonnelSchema,
  CreateExternalPersonSchema,
  UpdateExternalPersonSchema,
  UpdateRiderPersonnelSchema,
} from './rider-people';
import { CreateSupportingActSchema, UpdateSupportingActSchema } from './rider-supporting-acts';
import { CreateRiderItemSchema, CreateRiderSchema, UpdateRiderItemSchema, UpdateRiderSchema } from './riders';

const byId = v.object({ id: UuidSchema });

export const RIDER_MUTATIONS = {
  'rider.create': v.object({
    tourId: UuidSchema,
    rider: v.object({ ...CreateRiderSchema.entries, id: UuidSchema }),
  }),
  'rider.update': v.object({ id: UuidSchema, changes: UpdateRiderSchema }),
  'rider.delete': byId,
  'rider.addItem': v.object({
    riderId: UuidSchema,
    item: v.object({ ...CreateRiderItemSchema.entries, id: UuidSchema }),
  }),
  'rider.updateItem': v.object({ id: UuidSchema, changes: UpdateRiderItemSchema }),
  'rider.deleteItem': byId,
  'rider.addPersonnel': v.object({
    riderId: UuidSchema,
    person: v.object({ ...AddRiderPersonnelSchema.entries, id: UuidSchema }),
  }),
  'rider.updatePersonnel': v.object({ id: UuidSchema, changes: UpdateRiderPersonnelSchema }),
  'rider.removePersonnel': byId,
  /** `supportingActId` null: the rider's external personnel; set: that supporting act's personnel. */
  'rider.addExternal': v.object({
    riderId: UuidSchema,
    supportingActId: v.nullable(UuidSchema),
    person: v.object({ ...CreateExternalPersonSchema.entries, id: UuidSchema }),
  }),
  'rider.updateExternal': v.object({ id: UuidSchema, changes: UpdateExternalPersonSchema }),
  'rider.deleteExternal': byId,
  'rider.addLabor': v.object({ labor: v.object({ ...CreateRiderLaborSchema.entries, id: UuidSchema }) }),
  'rider.updateLabor': v.object({ id: UuidSchema, changes: UpdateRiderLaborSchema }),
  'rider.deleteLabor': byId,
  'riderLaborType.create': v.object({
    laborType: v.object({ ...CreateLaborTypeSchema.entries, id: UuidSchema }),
  }),
  'riderLaborType.delete': byId,
  'rider.addSupportingAct': v.object({
    act: v.object({ ...CreateSupportingActSchema.entries, id: UuidSchema }),
  }),
  'rider.updateSupportingAct': v.object({ id: UuidSchema, changes: UpdateSupportingActSchema }),
  'rider.deleteSupportingAct': byId,
} as const;
