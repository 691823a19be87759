/** The library's type filter: what a crew member calls a file, from its (sniffed) type. */
export const FILE_KIND_LABELS = {
  document: 'Documents',
  image: 'Images',
  spreadsheet: 'Spreadsheets',
  presentation: 'Presentations',
  other: 'Other',
} as const;
export type FileKind = keyof typeof FILE_KIND_LABELS;

export function fileKindOf(mimeType: string): FileKind {
  if (mimeType.startsWith('image/')) return 'image';
  if (mimeType === 'text/csv' || /spreadsheet|excel/.test(mimeType)) return 'spreadsheet';
  if (/presentation|powerpoint/.test(mimeType)) return 'presentation';
  if (
    mimeType === 'application/pdf' ||
    mimeType.startsWith('text/') ||
    /word|opendocument\.text|rtf/.test(mimeType)
  )
    return 'document';
  return 'other';
}
