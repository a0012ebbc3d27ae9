@testable import GlanceCore

/// Draws `widget` into a blank buffer of `width` × `height` filling the whole area.
package func rendered(
  _ widget: some Widget, width: Int, height: Int, context: RenderContext = .standard
) -> CellBuffer {
  var buffer = CellBuffer(width: width, height: height)
  widget.render(into: &buffer, area: buffer.bounds, context: context)
  return buffer
}

/// Draws `widget` and returns the screen text.
package func renderedText(
  _ widget: some Widget, width: Int, height: Int = 1, context: RenderContext = .standard
) -> String {
  rendered(widget, width: width, height: height, context: context).text
}
