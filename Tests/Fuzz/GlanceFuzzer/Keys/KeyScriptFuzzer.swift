// Fuzzes the `--keys` parser, `KeyScript.parse`, with any text (the input as UTF-8, invalid
// bytes replaced). Checks: no crash; a parsed script is made of well-formed keys, and its
// canonical spelling parses back to the same keys; a rejected one gets one of the two
// documented messages, naming the option, and "unterminated" only when no `>` follows.

import FuzzSupport
import GlanceCore

private func checkParsed(_ keys: [Key], from script: String) {
  for key in keys {
    switch key {
    case .control(let letter):
      fuzzCheck(letter.isLetter, "Ctrl with a non-letter \(letter.debugDescription)")
    case .function(let number): fuzzCheck((1...24).contains(number), "F\(number) from \(script)")
    case .unknown: fuzzCheck(false, "a script produced \(key)")
    default: break
    }
  }
  // At most one key per scalar: a prepended mark before `<` is a key of its own although it
  // shares a character with the `<`.
  fuzzCheck(
    keys.count <= script.unicodeScalars.count,
    "more keys than scalars in \(script.debugDescription)")
  let canonical = keys.map { scriptSpelling($0) ?? "" }.joined()
  let again = try? KeyScript.parse(canonical)
  fuzzCheck(
    again == keys,
    "\(script.debugDescription) → \(keys) → \(canonical.debugDescription) → \(again as Any)")
}

private func checkRejected(_ error: KeyScript.ParseError, script: String) {
  let message = error.description
  fuzzCheck(message.contains("--keys"), "the message does not name --keys: \(message)")
  if message.hasPrefix("unterminated key name in --keys: \"<") {
    let rest = message.dropFirst("unterminated key name in --keys: \"<".count).dropLast()
    fuzzCheck(
      !rest.unicodeScalars.contains(">"), "\"unterminated\" although a > follows: \(message)")
    fuzzCheck(script.unicodeScalars.contains("<"), "unterminated without a <: \(message)")
  } else {
    fuzzCheck(message.hasPrefix("unknown key name <"), "an undocumented message: \(message)")
  }
}

/// Checks one input (called by `glanceFuzzer`, `Main.swift`); returns 0 (a
/// broken invariant stops the process).
func keyScriptFuzzer(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  var input = FuzzInput(data: data, size: size)
  let script = String(decoding: input.rest(), as: UTF8.self)
  do {
    checkParsed(try KeyScript.parse(script), from: script)
  } catch {
    checkRejected(error, script: script)
  }
  return 0
}
