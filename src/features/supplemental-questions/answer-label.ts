import type { AnswerType } from '#contract/supplemental-questions';

/** How an answer reads on screen: yes/no answers are stored as YES/NO. */
export function answerLabel(answerType: AnswerType, value: string): string {
  if (answerType !== 'YES_NO') return value;
  return value === 'YES' ? 'Yes' : 'No';
}
