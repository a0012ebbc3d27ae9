@testable import GlanceCore

/// The golden text of `buffer`: its size and characters (folded to ASCII with ASCII glyphs, as
/// the backend sends them), then, in colour, one character per cell naming its colour role and,
/// if `attributes`, one naming its attributes (see `roleMapLines()` and `attributeMapLines()`).
package func goldenText(
  _ buffer: CellBuffer, context: RenderContext, attributes: Bool = true
) -> String {
  let buffer = context.glyphs.isASCII ? buffer.foldedToASCII() : buffer
  var sections = ["\(buffer.width)x\(buffer.height)", buffer.text]
  if context.colorEnabled {
    sections += ["-- roles", buffer.roleMapLines().joined(separator: "\n")]
    if attributes {
      sections += ["-- attributes", buffer.attributeMapLines().joined(separator: "\n")]
    }
  }
  return sections.joined(separator: "\n")
}
