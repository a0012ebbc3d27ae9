#ifndef CNCURSES_SHIM_H
#define CNCURSES_SHIM_H

// The wide-character API (cchar_t, setcchar, wadd_wch) is hidden unless asked for; ncursesw's
// pkg-config asks with -D_XOPEN_SOURCE=600, which SwiftPM would drop, so ask here, before the
// first include.
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif

#if !__has_include(<ncurses.h>)
#error "ncursesw headers are missing: run `bash .ci/bootstrap` (or apt-get install libncursesw5-dev)"
#endif

#include <locale.h>
#include <ncurses.h>
#include <sys/ioctl.h>
#include <unistd.h>
#include <wchar.h>

// Macros that Swift cannot import, wrapped as functions or constants.

static inline int cnc_maxy(WINDOW *w) { return getmaxy(w); }
static inline int cnc_maxx(WINDOW *w) { return getmaxx(w); }
static inline WINDOW *cnc_stdscr(void) { return stdscr; }

/// A terminfo string capability of the current terminal, or NULL when it has none (tigetstr
/// answers both 0 and (char *)-1 for that).
static inline const char *cnc_capability(const char *name) {
  char *value = tigetstr(name);
  return (value == NULL || value == (char *)-1) ? NULL : value;
}

/// Whether the current terminal has the terminfo boolean capability `name`.
static inline int cnc_flag(const char *name) { return tigetflag(name) > 0; }

/// `capability` with up to two parameters filled in: tiparm is variadic, which Swift cannot call.
static inline const char *cnc_tiparm2(const char *capability, int first, int second) {
  return tiparm(capability, first, second);
}

/// Reads the real terminal size (rows, columns) from the kernel; returns 0 on success.
static inline int cnc_terminal_size(int fd, int *rows, int *cols) {
  struct winsize ws;
  if (ioctl(fd, TIOCGWINSZ, &ws) != 0) {
    return -1;
  }
  *rows = ws.ws_row;
  *cols = ws.ws_col;
  return 0;
}

#endif
