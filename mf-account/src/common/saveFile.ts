/** Hands a file fetched with the session's token (which a plain link cannot send) to the browser as a download. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  // The browser has taken the blob by the next task; the URL is not needed after that.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
