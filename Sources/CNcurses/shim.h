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

static inline attr_t cnc_attr_normal(void) { return A_NORMAL; }
static inline attr_t cnc_attr_bold(void) { return A_BOLD; }
static inline attr_t cnc_attr_dim(void) { return A_DIM; }
static inline attr_t cnc_attr_reverse(void) { return A_REVERSE; }
static inline attr_t cnc_attr_underline(void) { return A_UNDERLINE; }

/// Puts one character with attributes and a colour pair at (y, x) without moving
/// the logical cursor beyond what ncurses would.
static inline int cnc_put(WINDOW *w, int y, int x, wchar_t ch, attr_t attrs, short pair) {
  cchar_t cell;
  wchar_t text[2] = {ch, L'\0'};
  if (setcchar(&cell, text, attrs, pair, NULL) == ERR) {
    return ERR;
  }
  return mvwadd_wch(w, y, x, &cell);
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
