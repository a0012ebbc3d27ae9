// The crash guard's state and signal handler, in C so that the saved terminal settings live in
// storage laid out by the same compiler and headers as `tcgetattr`, which writes them. (Held in a
// Swift global, the imported `termios` was sized differently from the one libc writes, and
// AddressSanitizer reported the overflow.) The handler itself only makes async-signal-safe calls.
#include "CCrashGuard.h"

#include <fcntl.h>
#include <poll.h>
#include <stdio.h>
#include <signal.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

static struct termios saved_settings;
static int saved_fd = -1;
static int terminal_output_fd = STDOUT_FILENO;
static volatile sig_atomic_t has_saved_settings = 0;

// Output capture (see GlanceTerminal/Session/OutputCapture.swift): the program's own standard
// output and error, and the pipe they are redirected into while a board runs.
static volatile sig_atomic_t capturing = 0;
static int original_stdout = -1;
static int original_stderr = -1;
static int capture_pipe = -1;
// The last bytes read from the pipe, so that a crash report the reader already took (a Swift
// fatal error message is written just before the trap) is printed again after the terminal is
// restored.
#define RECENT_CAPACITY 8192
static char recent[RECENT_CAPACITY];
static volatile size_t recent_end = 0;  // total bytes noted; the ring holds the last ones
// The reader's end, said with a byte on this pipe (see restore_output).
static int reader_done[2] = {-1, -1};
static volatile sig_atomic_t reader_running = 0;

static const char reset_sequence[] = "\033[?1004l\033[?1049l\033[?25h\033[0m\r\n";
static const int crash_signals[] = {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP};
#define CRASH_SIGNAL_COUNT (sizeof crash_signals / sizeof crash_signals[0])

static void write_all(int fd, const char *bytes, size_t count) {
  while (count > 0) {
    ssize_t written = write(fd, bytes, count);
    if (written <= 0) return;
    bytes += written;
    count -= (size_t)written;
  }
}

static void restore_output(void) {
  if (!capturing) return;
  capturing = 0;
  (void)dup2(original_stdout, STDOUT_FILENO);
  (void)dup2(original_stderr, STDERR_FILENO);
  // No write end of the pipe is left now: the reader takes what the pipe holds, notes it, reads
  // the end and says so. Waiting for that closes the window between the reader's `read` and its
  // note, where bytes were neither in the pipe nor among the noted ones (a crash's own message
  // went missing once under ThreadSanitizer). At most a second: the crashing thread may be the
  // reader, or hold a lock that the reader waits for; then what was noted and what the pipe
  // holds is all there is.
  if (reader_running) {
    struct pollfd done = {.fd = reader_done[0], .events = POLLIN, .revents = 0};
    (void)poll(&done, 1, 1000);
  }
  size_t end = recent_end;
  size_t count = end < RECENT_CAPACITY ? end : RECENT_CAPACITY;
  size_t start = (end - count) % RECENT_CAPACITY;
  size_t first = count < RECENT_CAPACITY - start ? count : RECENT_CAPACITY - start;
  write_all(STDERR_FILENO, recent + start, first);
  write_all(STDERR_FILENO, recent, count - first);
  // What no reader took yet.
  (void)fcntl(capture_pipe, F_SETFL, O_NONBLOCK);
  char chunk[1024];
  ssize_t got;
  while ((got = read(capture_pipe, chunk, sizeof chunk)) > 0) {
    write_all(STDERR_FILENO, chunk, (size_t)got);
  }
}

static void crash_handler(int signal_number) {
  if (has_saved_settings) {
    (void)tcsetattr(saved_fd, TCSANOW, &saved_settings);
    write_all(terminal_output_fd, reset_sequence, sizeof reset_sequence - 1);
  }
  restore_output();
  signal(signal_number, SIG_DFL);
  raise(signal_number);
}

static void install_handlers(void) {
  for (unsigned index = 0; index < CRASH_SIGNAL_COUNT; index++) {
    signal(crash_signals[index], crash_handler);
  }
}

int crash_guard_install(int fd, int output_fd) {
  if (tcgetattr(fd, &saved_settings) != 0) {
    return -1;
  }
  saved_fd = fd;
  terminal_output_fd = output_fd;
  has_saved_settings = 1;
  install_handlers();
  return 0;
}

void crash_guard_uninstall(void) {
  for (unsigned index = 0; index < CRASH_SIGNAL_COUNT; index++) {
    signal(crash_signals[index], SIG_DFL);
  }
}

void crash_guard_capture(int stdout_copy, int stderr_copy, int pipe_read_end) {
  original_stdout = stdout_copy;
  original_stderr = stderr_copy;
  capture_pipe = pipe_read_end;
  recent_end = 0;
  reader_running = 0;
  if (reader_done[0] < 0) {
    if (pipe(reader_done) == 0) {
      for (int index = 0; index < 2; index++) {
        (void)fcntl(reader_done[index], F_SETFD, FD_CLOEXEC);
        (void)fcntl(reader_done[index], F_SETFL, O_NONBLOCK);
      }
    } else {
      reader_done[0] = reader_done[1] = -1;
    }
  }
  // The byte of an earlier capture's reader, which ended before that capture's stop returned.
  char stale;
  while (reader_done[0] >= 0 && read(reader_done[0], &stale, 1) > 0) {
  }
  capturing = 1;
  install_handlers();
}

void crash_guard_note_output(const char *bytes, size_t count) {
  for (size_t index = 0; index < count; index++) {
    recent[(recent_end + index) % RECENT_CAPACITY] = bytes[index];
  }
  recent_end += count;
}

void crash_guard_reader_started(void) {
  reader_running = reader_done[1] >= 0;
}

void crash_guard_reader_finished(void) {
  char byte = 1;
  if (reader_done[1] >= 0) (void)write(reader_done[1], &byte, 1);
  reader_running = 0;
}

void crash_guard_end_capture(void) {
  capturing = 0;
}

void crash_guard_line_buffer_stdout(void) {
  (void)setvbuf(stdout, NULL, _IOLBF, 0);
}
