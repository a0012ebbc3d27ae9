#ifndef C_CRASH_GUARD_H
#define C_CRASH_GUARD_H

/// Saves the terminal settings of `fd` and installs handlers for the crash signals (SIGSEGV,
/// SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP) that restore them, leave the alternate screen, show
/// the cursor, and then re-raise the signal with its default action. Returns 0 on success, -1 when
/// `fd` is not a terminal (then no handler is installed).
int crash_guard_install(int fd);

/// Puts the default action back for every crash signal (after a clean shutdown).
void crash_guard_uninstall(void);

#endif
