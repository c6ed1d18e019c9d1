/**
 * The flags every Chromium this project launches gets (browser tests, the bench, screenshots): headless, and quiet
 * on a machine with no outside network (no QUIC, no background downloads, component updates or sync). One list, so
 * the bench times the same browser the tests drive.
 */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
