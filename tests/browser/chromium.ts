// How this machine runs Chromium: Debian's build (Playwright's own download cannot work here).
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Headless Chromium readies two renderers beside each new page: the omnibox popup's WebUI, which
// no test can see, and a spare for the next navigation. Each new context paid three renderer
// start-ups (about 0.9 CPU-seconds); with these off it pays one.
const UNSEEN = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup', 'PreloadTopChromeWebUI', 'SpareRendererForSitePerProcess'];
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', `--disable-features=${UNSEEN.join(',')}`];
