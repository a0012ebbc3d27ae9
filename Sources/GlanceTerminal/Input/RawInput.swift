/// One item read from ncurses' `wget_wch`: a character, or a key code for keys ncurses decoded
/// itself (arrows, function keys, resize).
enum RawInput: Hashable, Sendable {
  case character(UInt32)
  case keyCode(Int32)
}
