// The crash guard's state and signal handler, in C so that the saved terminal settings live in
// storage laid out by the same compiler and headers as `tcgetattr`, which writes them. (Held in a
// Swift global, the imported `termios` was sized differently from the one libc writes, and
// AddressSanitizer reported the overflow.) The handler itself only makes async-signal-safe calls.
#include "CCrashGuard.h"

#include <signal.h>
#include <termios.h>
#include <unistd.h>

static struct termios saved_settings;
static int saved_fd = -1;
static volatile sig_atomic_t has_saved_settings = 0;

static const char reset_sequence[] = "\033[?1004l\033[?1049l\033[?25h\033[0m\r\n";
static const int crash_signals[] = {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP};
#define CRASH_SIGNAL_COUNT (sizeof crash_signals / sizeof crash_signals[0])

static void crash_handler(int signal_number) {
  if (has_saved_settings) {
    (void)tcsetattr(saved_fd, TCSANOW, &saved_settings);
  }
  (void)!write(STDOUT_FILENO, reset_sequence, sizeof reset_sequence - 1);
  signal(signal_number, SIG_DFL);
  raise(signal_number);
}

int crash_guard_install(int fd) {
  if (tcgetattr(fd, &saved_settings) != 0) {
    return -1;
  }
  saved_fd = fd;
  has_saved_settings = 1;
  for (unsigned index = 0; index < CRASH_SIGNAL_COUNT; index++) {
    signal(crash_signals[index], crash_handler);
  }
  return 0;
}

void crash_guard_uninstall(void) {
  for (unsigned index = 0; index < CRASH_SIGNAL_COUNT; index++) {
    signal(crash_signals[index], SIG_DFL);
  }
}
