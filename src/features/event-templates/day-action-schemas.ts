import * as v from 'valibot';
import { MESSAGES } from '#contract/messages';

const chosen = (message: string) => v.pipe(v.string(), v.nonEmpty(message));

export const APPLY_MODES = ['add', 'replace'] as const;

/** "Apply to a day": which day, which template, and whether the day's events stay. */
export const ApplyTemplateFormSchema = v.object({
  tourDayId: chosen('Choose a day'),
  templateId: chosen('Choose a template'),
  mode: v.picklist(APPLY_MODES, MESSAGES.required),
});
export type ApplyTemplateFormValues = v.InferOutput<typeof ApplyTemplateFormSchema>;

/** "Copy a day's events": every event of the source day lands on the target day. */
export const CopyDayEventsFormSchema = v.pipe(
  v.object({
    sourceTourDayId: chosen('Choose the day to copy from'),
    targetTourDayId: chosen('Choose the day to copy to'),
  }),
  v.forward(
    v.check(
      (input) => input.sourceTourDayId !== input.targetTourDayId,
      'Choose a different day than the one you copy from',
    ),
    ['targetTourDayId'],
  ),
);
export type CopyDayEventsFormValues = v.InferOutput<typeof CopyDayEventsFormSchema>;
