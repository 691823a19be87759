/** Pure rules of riders: who writes, which lines a new rider starts with, and how lines are ordered. */

import { RIDER_TYPES, templateLineId } from '#contract/rider-types';
import { RIDER_ITEM_SECTIONS, type RiderItemSection, type RiderTypeId } from '#contract/riders';
import { isManagerRole, type ProjectRole } from '#contract/roles';

/** Managers write riders; everyone on the tour reads them (members get 403 on writes). */
export const canEditRiders = (role: ProjectRole) => isManagerRole(role);

/**
 * The template lines a new rider of `type` starts with, with the ids the offline client derives the
 * same way (templateLineId), so a rider created offline and the server's copy are the same rows.
 */
export function templateLines(riderId: string, type: RiderTypeId) {
  const items = RIDER_TYPES.find((candidate) => candidate.id === type)?.items ?? [];
  return items.map((item, index) => ({ ...item, id: templateLineId(riderId, index), position: index }));
}

/** The position after the last one (or 0 for an empty list). */
export const positionAfter = (max: number | null | undefined) =>
  max === null || max === undefined ? 0 : Number(max) + 1;

/** Sections in the document's order, then lines by position. */
export function compareItems(
  a: { section: RiderItemSection; position: number },
  b: { section: RiderItemSection; position: number },
) {
  const bySection = RIDER_ITEM_SECTIONS.indexOf(a.section) - RIDER_ITEM_SECTIONS.indexOf(b.section);
  return bySection === 0 ? a.position - b.position : bySection;
}
