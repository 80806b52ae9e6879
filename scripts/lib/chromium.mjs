// The journeys run in Debian's Chromium (Playwright cannot download browsers here). Most run in
// its headless shell: the full browser's headless mode took twice as long to open a context and
// load a page. The shell answers "denied" for Notification.permission whatever was granted, so
// the journeys that show browser notifications run in the full browser.
export const CHROMIUM_PATH = '/usr/bin/chromium-headless-shell';
export const CHROMIUM_WITH_NOTIFICATIONS_PATH = '/usr/bin/chromium';
/** Each Debian package the journeys need, with a file that is there once it is installed. */
export const CHROMIUM_PACKAGE_FILES = {
  'chromium-headless-shell': CHROMIUM_PATH,
  chromium: CHROMIUM_WITH_NOTIFICATIONS_PATH,
  // A bare machine has no fonts at all, and Chromium draws no text without one.
  'fonts-liberation': '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
};
export const CHROMIUM_PACKAGES = Object.keys(CHROMIUM_PACKAGE_FILES);
export const CHROMIUM_INSTALL_HINT = `sudo apt-get install ${CHROMIUM_PACKAGES.join(' ')}`;
