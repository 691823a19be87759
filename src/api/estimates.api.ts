import * as v from 'valibot';
import { OkSchema } from '#contract/common';
import { type EstimateLineText, EstimateSchema, EstimateSummarySchema } from '#contract/estimates';
import { apiRequest } from './client';

const estimatesPath = (teamId: string) => `/workspace-teams/${encodeURIComponent(teamId)}/estimates`;
const estimatePath = (teamId: string, estimateId: string) =>
  `${estimatesPath(teamId)}/${encodeURIComponent(estimateId)}`;

/** The whole estimate as saved: amounts and quantities as typed text ('1234.50', '12.5'). */
export type EstimateText = { name: string; notes: string | null; lines: EstimateLineText[] };

export const fetchEstimates = (teamId: string) =>
  apiRequest(estimatesPath(teamId), v.array(EstimateSummarySchema));
export const fetchEstimate = (teamId: string, estimateId: string) =>
  apiRequest(estimatePath(teamId, estimateId), EstimateSchema);
export const createEstimate = (teamId: string, tourId: string) =>
  apiRequest(estimatesPath(teamId), EstimateSchema, { method: 'POST', body: { tourId } });
export const saveEstimate = (teamId: string, estimateId: string, input: EstimateText) =>
  apiRequest(estimatePath(teamId, estimateId), EstimateSchema, { method: 'PUT', body: input });
export const deleteEstimate = (teamId: string, estimateId: string) =>
  apiRequest(estimatePath(teamId, estimateId), OkSchema, { method: 'DELETE' });
