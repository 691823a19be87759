import { queryOptions } from '@tanstack/react-query';
import { fetchEventTemplates, fetchTemplateCategories } from './event-templates.api';

/** Query keys and options for an artist's event templates; the only place these keys are spelled. */
export const eventTemplateQueries = {
  all: ['event-templates'] as const,
  /** Everything of one artist: categories and templates change together (deleting a category). */
  ofArtist: (artistId: string) => [...eventTemplateQueries.all, artistId] as const,
  categories: (artistId: string) =>
    queryOptions({
      queryKey: [...eventTemplateQueries.ofArtist(artistId), 'categories'] as const,
      queryFn: () => fetchTemplateCategories(artistId),
    }),
  list: (artistId: string) =>
    queryOptions({
      queryKey: [...eventTemplateQueries.ofArtist(artistId), 'list'] as const,
      queryFn: () => fetchEventTemplates(artistId),
    }),
};
