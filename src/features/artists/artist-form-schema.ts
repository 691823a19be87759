import * as v from 'valibot';
import { CreateArtistSchema } from '#contract/artists';

/** The artist form: the contract's rules, with an empty logo field meaning "no logo". */
export const ArtistFormSchema = v.object({
  name: CreateArtistSchema.entries.name,
  logoUrl: v.pipe(
    v.pipe(
      v.string(),
      v.trim(),
      v.transform((value): string | null => (value === '' ? null : value)),
    ),
    v.unwrap(CreateArtistSchema.entries.logoUrl),
  ),
});
export type ArtistFormInput = v.InferInput<typeof ArtistFormSchema>;
export type ArtistFormValues = v.InferOutput<typeof ArtistFormSchema>;
