/// The writing end of a log panel (``Panel/logFeed(keep:)``): any thread appends lines, and the
/// panel shows the last of them. The way for code that produces lines itself (a logging
/// backend, a request handler) to log to the board without a `Receiver`.
///
/// An append only copies the line into a ring of the panel's last lines under a short lock: it
/// never waits for the screen, and lines that a flood pushes out of the ring before a frame
/// takes them are counted as dropped.
public final class LogFeed: Sendable {
  private let mailbox: FrameMailbox<RecentElements<String>>

  init(mailbox: FrameMailbox<RecentElements<String>>) {
    self.mailbox = mailbox
  }

  /// Appends `line` as the newest line.
  public func append(_ line: String) {
    mailbox.fill { $0.append(line) }
  }

  /// The lines appended since the last frame took them, oldest first, and how many older ones
  /// were dropped: what no frame will show (at exit).
  func takeUnshown() -> (lines: [String], dropped: Int) {
    guard let taken = mailbox.take() else { return ([], 0) }
    return (Array(taken.contents.elements), taken.contents.dropped)
  }
}
