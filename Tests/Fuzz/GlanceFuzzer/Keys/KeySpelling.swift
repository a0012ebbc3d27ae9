// Shared by the key fuzzers (compiled into each of them by .ci/fuzz).

import GlanceCore

/// The canonical `--keys` spelling of `key`, which `KeyScript.parse` reads back as `key`; `nil`
/// for a key no script can name (``Key/unknown(_:)``).
func scriptSpelling(_ key: Key) -> String? {
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
  case .pageUp: "<pgup>"
  case .pageDown: "<pgdn>"
  case .home: "<home>"
  case .end: "<end>"
  case .function(let number): "<f\(number)>"
  case .focusIn: "<focus-in>"
  case .focusOut: "<focus-out>"
  case .unknown: nil
  }
}
