// Fuzzes the `--size` option parser, `TerminalSize(parsing:)`, with any text. Checks: no
// crash; only the documented form is accepted — two integers (an optional sign, ASCII digits)
// around one `x`, `X` or `×` — and gives non-negative numbers; a size's printable form
// (`80x24`) parses back to the same size.

import FuzzSupport
import GlanceCore

/// Whether `text` is `<integer><separator><integer>`, the form the option documents.
private func hasDocumentedForm(_ text: String) -> Bool {
  let parts = text.split(
    omittingEmptySubsequences: false, whereSeparator: { "xX×".contains($0) })
  return parts.count == 2
    && parts.allSatisfy { part in
      let digits = part.first == "+" || part.first == "-" ? part.dropFirst() : part
      return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }
}

/// Checks one input (called by `glanceFuzzer`, `Main.swift`); returns 0 (a
/// broken invariant stops the process).
func sizeFuzzer(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  var input = FuzzInput(data: data, size: size)
  let text = String(decoding: input.rest(), as: UTF8.self)
  guard let parsed = TerminalSize(parsing: text) else { return 0 }
  fuzzCheck(hasDocumentedForm(text), "\(text.debugDescription) accepted as \(parsed)")
  fuzzCheck(parsed.columns >= 0 && parsed.rows >= 0, "\(text.debugDescription) → \(parsed)")
  let again = TerminalSize(parsing: parsed.description)
  fuzzCheck(again == parsed, "\(parsed) prints as \(parsed.description), parses as \(again as Any)")
  return 0
}
