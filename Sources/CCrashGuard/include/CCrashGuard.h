#ifndef C_CRASH_GUARD_H
#define C_CRASH_GUARD_H

#include <stddef.h>

/// Saves the terminal settings of `fd` and installs handlers for the crash signals (SIGSEGV,
/// SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP) that restore them, write the sequences that leave
/// the alternate screen and show the cursor to `output_fd`, put back captured output (see
/// `crash_guard_capture`), and then re-raise the signal with its default action. Returns 0 on
/// success, -1 when `fd` is not a terminal (then no handler is installed).
int crash_guard_install(int fd, int output_fd);

/// Puts the default action back for every crash signal (after a clean shutdown).
void crash_guard_uninstall(void);

/// Says that standard output and error now go into a pipe read at `pipe_read_end`, and that
/// `stdout_copy` and `stderr_copy` are the originals: on a crash the handler puts them back and
/// writes to standard error the last output noted (`crash_guard_note_output`) and whatever the
/// pipe still holds. Installs the crash handlers if `crash_guard_install` did not.
void crash_guard_capture(int stdout_copy, int stderr_copy, int pipe_read_end);

/// Notes bytes the reader took from the capture pipe (the last 8 KiB are kept for a crash).
void crash_guard_note_output(const char *bytes, size_t count);

/// The thread that reads the capture pipe started: from now on a crash waits (for at most a
/// second) until that reader has taken and noted all the pipe holds.
void crash_guard_reader_started(void);

/// The reader read the end of the pipe, having noted everything before it.
void crash_guard_reader_finished(void);

/// The capture ended cleanly: a crash from now on has no output to put back.
void crash_guard_end_capture(void);

/// Makes the C standard output stream line-buffered (it holds whole blocks when it is a pipe).
void crash_guard_line_buffer_stdout(void);

#endif
