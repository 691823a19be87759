/** Hands fetched bytes to the browser as a download under the file's own name. */
export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the bytes over; the URL only keeps them in memory.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
