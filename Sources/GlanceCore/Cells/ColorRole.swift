/// What a piece of text *means* on screen, rather than which colour it has.
///
/// Widgets pick a role; the terminal backend maps each role to a colour pair, or, when colour is
/// off (`--no-color`, `NO_COLOR`, a terminal without colours), to attributes via
/// `Style.monochromeAttributes`. Keeping colours out of the widgets is what lets the same frame
/// be drawn in colour, in monochrome and as plain text in tests.
public enum ColorRole: UInt8, CaseIterable, Sendable {
  /// Ordinary text on the terminal's default background.
  case normal
  /// Panel titles and headings.
  case title
  /// The border of a panel that does not have focus.
  case border
  /// The border of the panel that has keyboard focus.
  case focusBorder
  /// Values the eye should land on first: the big number, the latest sample.
  case accent
  /// Good news: running, gains, filled gauges.
  case positive
  /// Bad news: errors, losses, "too small".
  case negative
  /// De-emphasised text: units, separators, empty gauge cells.
  case muted
  /// A selected row or otherwise highlighted item.
  case highlight
  /// Something the user should notice but that is not an error: paused, transient messages.
  case warning
  /// A key name in the footer or the help overlay.
  case footerKey
}
