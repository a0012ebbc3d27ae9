/// Why a program ends a viewer's connection: what an `ended` message carries, and what a
/// recording keeps at its end.
///
/// Wire version 1 carries the reason as its sentence (``text``); ``init(text:)`` reads a
/// sentence back into its case, so that a viewer decides by the case (a detach ends `glance
/// attach` with status 0; anything else means the program is gone) and never by comparing
/// strings. The sentences are written here and only here. A sentence this side has no case for
/// (another version's, or a program's own words) is ``other(_:)``.
package enum EndReason: Equatable, Sendable, CustomStringConvertible {
  /// The viewer asked to leave (its `q`).
  case detached
  /// The program quit: its name.
  case quit(program: String)
  /// The program stopped serving while it runs on.
  case stoppedServing
  /// The viewer left on its own (a recording's end when the program said nothing).
  case viewerLeft
  /// The viewer's first message was not a hello.
  case notAHello
  /// The viewer sent bytes the program cannot read: the problem.
  case unreadable(String)
  /// A sentence with no case of its own.
  case other(String)

  private static let detachedText = "detached"
  private static let quitSuffix = " quit"
  private static let stoppedServingText = "the program stopped serving"
  private static let viewerLeftText = "the viewer left"
  private static let notAHelloText = "the first message was not a hello"
  private static let unreadablePrefix = "cannot read what the viewer sent: "

  /// The sentence on the wire and on the viewer's screen.
  package var text: String {
    switch self {
    case .detached: Self.detachedText
    case .quit(let program): program + Self.quitSuffix
    case .stoppedServing: Self.stoppedServingText
    case .viewerLeft: Self.viewerLeftText
    case .notAHello: Self.notAHelloText
    case .unreadable(let problem): Self.unreadablePrefix + problem
    case .other(let text): text
    }
  }

  package var description: String { text }

  /// The case whose ``text`` is `text`, or ``other(_:)``.
  package init(text: String) {
    switch text {
    case Self.detachedText: self = .detached
    case Self.stoppedServingText: self = .stoppedServing
    case Self.viewerLeftText: self = .viewerLeft
    case Self.notAHelloText: self = .notAHello
    case _ where text.hasPrefix(Self.unreadablePrefix):
      self = .unreadable(String(text.dropFirst(Self.unreadablePrefix.count)))
    case _ where text.hasSuffix(Self.quitSuffix) && text.count > Self.quitSuffix.count:
      self = .quit(program: String(text.dropLast(Self.quitSuffix.count)))
    default: self = .other(text)
    }
  }
}
