import type { AnswerType } from '#contract/supplemental-questions';

export const TYPE_LABELS: Record<AnswerType, string> = { TEXT: 'Text', YES_NO: 'Yes / no', CHOICE: 'Choice' };

/** Options as typed: comma-separated, blanks dropped. */
export const parseOptions = (typed: string) =>
  typed
    .split(',')
    .map((option) => option.trim())
    .filter(Boolean);
