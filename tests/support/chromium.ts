/**
 * How the e2e tests and the page bench start Chromium: the machine's own build, and none of the
 * background traffic (updates, sync, QUIC probes) that would share the network or CPU being measured.
 */
export function chromiumLaunchOptions(executablePath?: string): { executablePath: string; args: string[] } {
  return {
    executablePath: executablePath ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  };
}
