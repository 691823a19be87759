import * as v from 'valibot';
import { OkSchema } from '#contract/common';
import {
  type CreateEventTemplate,
  EventTemplateCategorySchema,
  EventTemplateSchema,
  type UpdateEventTemplate,
} from '#contract/event-templates';
import { EventSchema } from '#contract/events';
import { apiRequest } from './client';

/** Add the template's events to the day's, or erase the day's events first. */
export type ApplyTemplateMode = 'add' | 'replace';

const artistPath = (artistId: string) => `/artists/${encodeURIComponent(artistId)}`;
const categoriesPath = (artistId: string) => `${artistPath(artistId)}/event-template-categories`;
const categoryPath = (artistId: string, categoryId: string) =>
  `${categoriesPath(artistId)}/${encodeURIComponent(categoryId)}`;
const templatesPath = (artistId: string) => `${artistPath(artistId)}/event-templates`;
const templatePath = (artistId: string, templateId: string) =>
  `${templatesPath(artistId)}/${encodeURIComponent(templateId)}`;

/** The artist's template categories, by name. */
export function fetchTemplateCategories(artistId: string) {
  return apiRequest(categoriesPath(artistId), v.array(EventTemplateCategorySchema));
}

export function createTemplateCategory(artistId: string, name: string) {
  return apiRequest(categoriesPath(artistId), EventTemplateCategorySchema, {
    method: 'POST',
    body: { name },
  });
}

export function renameTemplateCategory(artistId: string, categoryId: string, name: string) {
  return apiRequest(categoryPath(artistId, categoryId), EventTemplateCategorySchema, {
    method: 'PATCH',
    body: { name },
  });
}

/** The category's templates stay, without a category. */
export function deleteTemplateCategory(artistId: string, categoryId: string) {
  return apiRequest(categoryPath(artistId, categoryId), OkSchema, { method: 'DELETE' });
}

/** The artist's templates, by name. */
export function fetchEventTemplates(artistId: string) {
  return apiRequest(templatesPath(artistId), v.array(EventTemplateSchema));
}

export function createEventTemplate(artistId: string, input: CreateEventTemplate) {
  return apiRequest(templatesPath(artistId), EventTemplateSchema, { method: 'POST', body: input });
}

/** `items`, when sent, replace every item. */
export function updateEventTemplate(artistId: string, templateId: string, input: UpdateEventTemplate) {
  return apiRequest(templatePath(artistId, templateId), EventTemplateSchema, {
    method: 'PATCH',
    body: input,
  });
}

export function deleteEventTemplate(artistId: string, templateId: string) {
  return apiRequest(templatePath(artistId, templateId), OkSchema, { method: 'DELETE' });
}

/** A copy under another artist the caller manages; the category is matched there by name. */
export function copyTemplateToArtist(artistId: string, templateId: string, targetArtistId: string) {
  return apiRequest(`${templatePath(artistId, templateId)}/copy-to-artist`, EventTemplateSchema, {
    method: 'POST',
    body: { artistId: targetArtistId },
  });
}

/** Turns the template's items into events of the day (times in the day's zone); answers the day's events. */
export function applyTemplateToDay(tourDayId: string, templateId: string, mode: ApplyTemplateMode) {
  const action = mode === 'replace' ? 'override-with-template' : 'with-template';
  return apiRequest(`/v2/events/${encodeURIComponent(tourDayId)}/${action}`, v.array(EventSchema), {
    method: 'POST',
    body: { templateId },
  });
}
