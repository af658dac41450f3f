// A test stand-in started as a process of its own (a Playwright web server) ends when the runner
// that started it is gone, as the app's server does (serve-while-parent-lives.mjs): a killed runner
// must not leave a listener holding a port the next run needs ("port already used").
export function exitWithParent(parentPid = Number(process.env.TEST_PARENT_PID || process.ppid)) {
  setInterval(() => {
    try {
      process.kill(parentPid, 0);
    } catch {
      process.exit(0);
    }
  }, 1_000).unref();
}
