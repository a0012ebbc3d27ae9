// Fuzzes the `--keys` parser, `KeyScript.parse`, with any text (the input as UTF-8, invalid
// bytes replaced). Checks: no crash; a parsed script is made of well-formed keys, and its
// canonical spelling parses back to the same keys; a rejected one gets one of the two
// documented messages, naming the option, and "unterminated" only when no `>` follows.

/// The canonical `--keys` spelling of a parsed key (every parsed key has one).
private func spelling(_ key: Key) -> String {
  switch key {
  case .character("<"): "<lt>"
  case .character(" "): "<space>"
  case .character(let character): String(character)
  case .control(let letter): "<c-\(letter)>"
  case .escape: "<esc>"
  case .tab: "<tab>"
  case .backTab: "<s-tab>"
  case .enter: "<enter>"
  case .backspace: "<bs>"
  case .up: "<up>"
  case .down: "<down>"
  case .left: "<left>"
  case .right: "<right>"
  case .function(let number): "<f\(number)>"
  case .focusIn: "<focus-in>"
  case .focusOut: "<focus-out>"
  case .unknown(let code): "<unknown \(code)>"
  }
}

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
  let canonical = keys.map(spelling).joined()
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

/// libFuzzer's entry point: checks one input; returns 0 (a broken invariant stops the process).
@_cdecl("LLVMFuzzerTestOneInput")
public func keyScriptFuzzer(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  var input = FuzzInput(data: data, size: size)
  let script = String(decoding: input.rest(), as: UTF8.self)
  do {
    checkParsed(try KeyScript.parse(script), from: script)
  } catch {
    checkRejected(error, script: script)
  }
  return 0
}
