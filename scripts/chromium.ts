/** Debian's Chromium (or CHROMIUM_PATH): the only browser the journeys and Lighthouse use; nothing is downloaded. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** The flags this machine needs: headless, no sandbox as root, no background network or updates. */
export const chromiumFlags = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
