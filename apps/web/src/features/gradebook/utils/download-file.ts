/**
 * Hands text to the browser as a downloaded file. A byte order mark first, so spreadsheet
 * programs read the names' accents as UTF-8.
 */
export function downloadTextFile(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click returns; keep the address a moment anyway.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
