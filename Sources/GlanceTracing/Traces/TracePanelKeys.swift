import GlanceCore

/// The keys a slowest-traces panel binds on its board
/// (``Glance/Panel/showSlowestTraces(_:keys:)``), listed in the help overlay under the panel's
/// title.
///
/// On the list, ``previous`` and ``next`` move the selection and ``open`` opens the selected
/// trace as a waterfall; on a waterfall, ``previous`` and ``next`` scroll it, ``attributes``
/// unfolds the spans' attributes (folded under their spans until then, so that a small panel
/// shows the spans first) or folds them again, and ``back`` returns to the list. The keys are the board's, so they act the same pressed in the
/// terminal, in a headless run's `--keys` and at a `glance attach` viewer. A key the program
/// binds itself before the panel keeps the program's action.
public struct TracePanelKeys: Sendable, Equatable {
  /// Selects the trace above, or scrolls a waterfall up (Up by default).
  public var previous: Key
  /// Selects the trace below, or scrolls a waterfall down (Down by default).
  public var next: Key
  /// Opens the selected trace (Enter by default).
  public var open: Key
  /// Goes back from a waterfall to the list (Esc by default). While the help overlay shows,
  /// Esc closes it first, as on every board (the overlay says "Esc closes"), and the next Esc
  /// goes back.
  public var back: Key

  /// Shows the spans' attributes in a waterfall, or folds them again (`a` by default).
  public var attributes: Key

  /// The given keys.
  public init(
    previous: Key = .up, next: Key = .down, open: Key = .enter, back: Key = .escape,
    attributes: Key = .character("a")
  ) {
    self.previous = previous
    self.next = next
    self.open = open
    self.back = back
    self.attributes = attributes
  }

  /// Up, Down, Enter, Esc and `a`.
  public static let standard = TracePanelKeys()
}
