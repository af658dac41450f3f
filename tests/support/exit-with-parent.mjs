// Test processes (the app's server, the stand-ins started as Playwright web servers) end when the
// runner that started them is gone: a killed runner must not leave a listener holding a port the
// next run needs ("port already used").

/** Runs `whenGone` once the process `parentPid` (TEST_PARENT_PID, else the parent) no longer exists. */
export function onParentGone(whenGone, parentPid = Number(process.env.TEST_PARENT_PID || process.ppid)) {
  const watchdog = setInterval(() => {
    try {
      process.kill(parentPid, 0);
    } catch {
      clearInterval(watchdog);
      whenGone();
    }
  }, 1_000);
  // The watch alone never keeps a process alive: what it watches over does.
  watchdog.unref();
}

/** For a stand-in that is its own server: the process ends with its runner. */
export function exitWithParent() {
  onParentGone(() => process.exit(0));
}
