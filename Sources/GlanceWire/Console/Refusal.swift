/// Why a program turns a viewer away before it attaches: what a `refused` message carries,
/// beside the versions the program speaks.
///
/// As with ``EndReason``, wire version 1 carries the sentence (``text``), written here only,
/// and ``init(text:)`` reads it back into its case, so that `glance attach` picks its exit
/// status by the case (``CommandStatus/refused(_:)``).
package enum Refusal: Equatable, Sendable, CustomStringConvertible {
  /// The program serves its own user only: the program's user and the viewer's.
  case otherUser(owner: UInt32, viewer: UInt32)
  /// As many viewers as the program takes are attached already.
  case full(limit: Int)
  /// The two sides speak no common wire version: the problem, as a sentence.
  case versionMismatch(String)
  /// A sentence with no case of its own.
  case other(String)

  private static let otherUserPrefix = "this board is served to its own user only (uid "
  private static let otherUserMiddle = "); you are uid "
  private static let fullSuffix = " viewers are attached already"
  private static let versionPrefix = "wire versions do not match"

  /// The sentence on the wire and on the viewer's screen.
  package var text: String {
    switch self {
    case .otherUser(let owner, let viewer):
      Self.otherUserPrefix + "\(owner)" + Self.otherUserMiddle + "\(viewer)"
    case .full(let limit): "\(limit)" + Self.fullSuffix
    case .versionMismatch(let problem): problem
    case .other(let text): text
    }
  }

  package var description: String { text }

  /// The case whose ``text`` is `text`, or ``other(_:)``.
  package init(text: String) {
    if text.hasPrefix(Self.otherUserPrefix) {
      let users = text.dropFirst(Self.otherUserPrefix.count).split(separator: Self.otherUserMiddle)
      if users.count == 2, let owner = UInt32(users[0]), let viewer = UInt32(users[1]) {
        self = .otherUser(owner: owner, viewer: viewer)
        return
      }
    }
    if text.hasSuffix(Self.fullSuffix), let limit = Int(text.dropLast(Self.fullSuffix.count)) {
      self = .full(limit: limit)
    } else if text.hasPrefix(Self.versionPrefix) {
      self = .versionMismatch(text)
    } else {
      self = .other(text)
    }
  }
}
