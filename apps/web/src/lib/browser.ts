/** Page-level navigation that leaves the single-page app, kept apart so tests can replace it. */
export function reloadPage(): void {
  window.location.reload();
}

export function loadPage(path: string): void {
  window.location.assign(path);
}
