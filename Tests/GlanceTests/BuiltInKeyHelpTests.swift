import GlanceCore
import GlanceTesting
import Testing

@testable import Glance

/// The help overlay lists exactly the keys a board handles by itself: found by pressing every
/// key on a board with no bindings of its own and watching whether it says "does nothing".
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct BuiltInKeyHelpTests {
  /// Every key a user can press: printable ASCII, Ctrl-A…Ctrl-Z, the named keys and F1…F24.
  /// Focus in and out are left out: the terminal reports them, nobody presses them.
  private static let pressableKeys: [Key] =
    (0x20...0x7E).map { Key.character(Character(Unicode.Scalar(UInt8($0)))) }
    + "abcdefghijklmnopqrstuvwxyz".map { Key.control($0) }
    + [.escape, .tab, .backTab, .enter, .backspace, .up, .down, .left, .right]
    + (1...24).map { Key.function($0) }

  /// A board of two panels, so that focus keys have somewhere to go.
  private func plainBoard() -> Board {
    let board = Board("Plain")
    board.panel("one").show(TextWidget(["one"]))
    board.panel("two").show(TextWidget(["two"]))
    return board
  }

  /// Whether pressing `key` on a board without bindings does something (it is built in).
  private func isHandledByItself(_ key: Key) -> Bool {
    let board = plainBoard()
    _ = BoardTester(board)
    board.press(key)
    return board.footerMessage?.hasPrefix("\(key) does nothing") != true
  }

  /// The key names in the help's lines (a line names its keys separated by two spaces).
  private func namesInHelp(of board: Board) -> Set<String> {
    Set(board.frame.help.flatMap { $0.key.components(separatedBy: "  ") })
  }

  @Test func everyKeyTheBoardHandlesByItselfIsInTheHelp() {
    let handled = Self.pressableKeys.filter(isHandledByItself)
    #expect(handled.count >= 10, "the built-in keys were not found: \(handled)")
    let named = namesInHelp(of: plainBoard())
    for key in handled {
      #expect(named.contains(key.description), "\(key) is handled but not in the help")
    }
    #expect(named.contains("Left") && named.contains("Right"))
  }

  @Test func everyKeyInTheHelpIsHandledByTheBoard() {
    let board = plainBoard()
    let names = namesInHelp(of: board)
    let pressable = Dictionary(
      Self.pressableKeys.map { ($0.description, $0) }, uniquingKeysWith: { first, _ in first })
    for name in names {
      guard let key = pressable[name] else {
        Issue.record("the help names \(name), which is no key")
        continue
      }
      #expect(isHandledByItself(key), "the help names \(name), which does nothing")
    }
  }

  @Test func theUnboundKeyMessageNamesAHelpKeyThatStillWorks() {
    let board = plainBoard()
    board.key("?", "ask") {}
    _ = BoardTester(board)
    board.press(.character("x"))
    #expect(board.footerMessage == "x does nothing here. Press h for help")
  }

  @Test func aKeyTheUserBindsLeavesTheBuiltInLines() {
    let board = plainBoard()
    board.key([.right], help: KeyHint("Right", "next page")) { _ in }
    let builtIn = board.frame.help.filter { $0.label != "next page" }
    #expect(!builtIn.flatMap { $0.key.components(separatedBy: "  ") }.contains("Right"))
    #expect(builtIn.contains(KeyHint("Tab", "focus the next panel")))
    board.key([.tab]) { _ in }
    #expect(!board.frame.footerHints.contains { $0.key == "Tab" })
  }
}
