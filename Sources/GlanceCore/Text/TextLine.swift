/// One line of text made of styled spans, e.g. `min ` (muted) followed by `3` (accent).
public struct TextLine: Hashable, Sendable, ExpressibleByStringInterpolation {
  /// The spans, left to right.
  public var spans: [TextSpan]

  /// Creates a line from spans.
  public init(_ spans: [TextSpan]) {
    self.spans = spans
  }

  /// Creates a line of one span.
  public init(_ text: String, style: Style = .normal) {
    self.init([TextSpan(text, style: style)])
  }

  /// A plain line from a literal (interpolation allowed).
  public init(stringLiteral value: String) {
    self.init(value)
  }

  /// Width in columns.
  public var width: Int { spans.reduce(0) { $0 + $1.width } }

  /// The characters without styles.
  package var plainText: String { spans.map(\.text).joined() }

  /// The line cut to `width` columns, its last visible column replaced by `ellipsis` if anything
  /// was cut; styles are kept (the ellipsis takes the style of the span it replaces). Reads at
  /// most `width + 1` columns of the spans' text, however long it is.
  public func truncated(toWidth width: Int, ellipsis: Character) -> TextLine {
    guard width > 0 else { return TextLine([]) }
    var used = 0
    for span in spans where used <= width {
      used += span.text.columns(upTo: width - used + 1)
    }
    guard used > width else { return self }
    let kept = width - 1
    var result: [TextSpan] = []
    var offset = 0
    var ellipsisStyle = spans.last?.style ?? .normal
    for span in spans {
      let spanWidth = span.text.columns(upTo: kept - offset + 1)
      if offset + spanWidth > kept {
        // This span holds the column the ellipsis replaces.
        ellipsisStyle = span.style
        let piece = span.text.prefix(columns: kept - offset)
        if !piece.isEmpty { result.append(TextSpan(piece, style: span.style)) }
        break
      }
      result.append(span)
      offset += spanWidth
    }
    result.append(TextSpan(String(ellipsis), style: ellipsisStyle))
    return TextLine(result)
  }

  /// Draws the line at (`x`, `y`), using at most `maxWidth` columns; returns the columns used.
  @discardableResult
  public func draw(into buffer: inout ClippedBuffer, x: Int, y: Int, maxWidth: Int) -> Int {
    var column = x
    var used = 0
    for span in spans where used < maxWidth {
      let advanced = buffer.write(
        span.text, x: column, y: y, style: span.style, maxWidth: maxWidth - used)
      column = column.saturatingAdd(advanced)
      used += advanced
    }
    return used
  }
}
