/**
 * The parts of Google's answers the adapter reads, checked rather than trusted: a changed or
 * broken answer fails loudly here instead of storing a half-empty place.
 */
import * as v from 'valibot';

const AddressComponentSchema = v.object({
  longText: v.string(),
  types: v.optional(v.array(v.string()), []),
});

export const GooglePlaceSchema = v.object({
  id: v.string(),
  displayName: v.optional(v.object({ text: v.string() })),
  formattedAddress: v.optional(v.string()),
  location: v.optional(v.object({ latitude: v.number(), longitude: v.number() })),
  addressComponents: v.optional(v.array(AddressComponentSchema), []),
  types: v.optional(v.array(v.string()), []),
});
export type GooglePlace = v.InferOutput<typeof GooglePlaceSchema>;

/** Places API (New) Text Search: no `places` key at all when nothing matched. */
export const TextSearchResponseSchema = v.object({
  places: v.optional(v.array(GooglePlaceSchema), []),
});

export const TimeZoneResponseSchema = v.object({
  status: v.string(),
  timeZoneId: v.optional(v.string()),
});

const ValueSchema = v.object({ value: v.number() });

export const DistanceMatrixResponseSchema = v.object({
  status: v.string(),
  rows: v.optional(
    v.array(
      v.object({
        elements: v.array(
          v.object({
            status: v.string(),
            distance: v.optional(ValueSchema),
            duration: v.optional(ValueSchema),
          }),
        ),
      }),
    ),
    [],
  ),
});
