/// Something that draws itself into a rectangle of a ``CellBuffer``.
///
/// A widget is a plain value built fresh for each frame from model state; it draws only inside
/// `area` (clipped to the buffer) and never reads the terminal. That is what makes every widget
/// testable as plain text.
///
/// Widgets first clip `area` to the buffer (`area.intersection(buffer.bounds)`) and lay out
/// within the visible part, so no size or position can make them overflow or draw outside.
public protocol Widget: Sendable {
  /// Draws into `buffer` within `area`, using `context`'s glyphs.
  func render(into buffer: inout CellBuffer, area: Rect, context: RenderContext)
}
