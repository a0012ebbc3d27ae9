/// Parses the `--keys` option of headless mode into keys: each character is a key press, and
/// `<...>` names a special key: `<tab>`, `<s-tab>`, `<esc>`, `<enter>`, `<space>`, `<up>`,
/// `<down>`, `<left>`, `<right>`, `<pgup>`, `<pgdn>`, `<home>`, `<end>`, `<f1>`…`<f12>`, `<c-x>` for Ctrl-X, `<lt>` for a literal `<`,
/// `<focus-in>`, `<focus-out>`.
public enum KeyScript {
  /// Why a script could not be parsed.
  public struct ParseError: Error, CustomStringConvertible, Equatable {
    /// What is wrong with the script, for the command line.
    public var description: String
  }

  /// The keys `script` spells, in order; throws on an unknown `<name>` or an unclosed `<`.
  public static func parse(_ script: String) throws(ParseError) -> [Key] {
    var keys: [Key] = []
    var rest = Substring(script)
    while let first = rest.first {
      // A prepended mark (Unicode's Prepend class, such as U+0601) joins the `<` after it into
      // one character: the mark is a key of its own, and the name starts at the `<`.
      if first.unicodeScalars.first != "<", first.unicodeScalars.contains("<"),
        let open = rest.unicodeScalars.firstIndex(of: "<")
      {
        for lead in String(String.UnicodeScalarView(rest.unicodeScalars[..<open])) {
          keys.append(lead == "\t" ? .tab : .character(lead))
        }
        rest = Substring(rest.unicodeScalars[open...])
        continue
      }
      rest = rest.dropFirst()
      guard first == "<" else {
        keys.append(first == "\t" ? .tab : .character(first))
        continue
      }
      // The closing `>` is found among scalars, not characters: a combining mark after it
      // (`<tab>\u{301}`) joins it into one character, and the mark is then a key of its own.
      let scalars = rest.unicodeScalars
      guard let close = scalars.firstIndex(of: ">") else {
        throw ParseError(description: "unterminated key name in --keys: \"<\(rest)\"")
      }
      let name = String(scalars[..<close]).lowercased()
      rest = Substring(scalars[scalars.index(after: close)...])
      keys.append(try named(name))
    }
    return keys
  }

  private static func named(_ name: String) throws(ParseError) -> Key {
    switch name {
    case "tab": return .tab
    case "s-tab", "backtab": return .backTab
    case "esc", "escape": return .escape
    case "enter", "cr", "return": return .enter
    case "space": return .character(" ")
    case "bs", "backspace": return .backspace
    case "up": return .up
    case "down": return .down
    case "left": return .left
    case "right": return .right
    case "pgup", "pageup": return .pageUp
    case "pgdn", "pagedown": return .pageDown
    case "home": return .home
    case "end": return .end
    case "lt": return .character("<")
    case "focus-in": return .focusIn
    case "focus-out": return .focusOut
    default: break
    }
    if name.hasPrefix("f"), let number = Int(name.dropFirst()), (1...24).contains(number) {
      return .function(number)
    }
    if name.hasPrefix("c-"), name.count == 3, let letter = name.last, letter.isLetter {
      return .control(letter)
    }
    throw ParseError(
      description: "unknown key name <\(name)> in --keys (try <tab>, <esc>, <f1>, <c-l>)")
  }
}
