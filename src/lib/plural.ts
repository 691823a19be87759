/** 1, 'change' → '1 change'; 2, 'change' → '2 changes'. */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
