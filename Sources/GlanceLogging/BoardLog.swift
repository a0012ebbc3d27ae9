import Glance
import GlancePOSIX
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where ``BoardLogHandler``s send their records: a log panel while its board runs, and a
/// fallback stream (standard error by default) before the board starts and after it ends, so
/// that no record is lost. Get one from ``Glance/Panel/showLog(keep:keys:fallback:)``.
///
/// While the board runs, a record costs its logging thread a copy into a ring of the panel's
/// last `keep` records under a short lock: it never waits for the screen, and records that a
/// flood pushes out of the ring before a frame takes them are counted as dropped. Each frame
/// formats the records it takes. Records no frame took when the board stops go to the fallback
/// stream.
public final class BoardLog: Sendable {
  /// The ring the panel's frames take from.
  private let mailbox: FrameMailbox<RecentElements<LogRecord>>
  /// ``Phase``, as its raw value: whether records go to the panel or to the fallback.
  private let phase = Atomic<Int>(Phase.waiting.rawValue)
  /// Gets the plain line of each record logged while no board runs.
  private let fallback: SerialFallback

  /// Where records go.
  private enum Phase: Int {
    /// The board has not started: to the fallback.
    case waiting
    /// To the panel.
    case running
    /// The board stopped: to the fallback.
    case ended
  }

  init(
    mailbox: FrameMailbox<RecentElements<LogRecord>>,
    fallback: sending @escaping (String) -> Void
  ) {
    self.mailbox = mailbox
    self.fallback = SerialFallback(fallback)
  }

  /// Writes `line` and a newline to standard error in one `write` (the rest after a partial
  /// one): the default fallback. A failing standard error, or a non-blocking one that is full,
  /// drops the rest of the line instead of waiting for it.
  public static let standardError: @Sendable (String) -> Void = { line in
    _ = writeAll(Array((line + "\n").utf8), to: STDERR_FILENO, whenFull: .fail)
  }

  /// Sends `record` to the panel while the board runs, else to the fallback. The hot path.
  func send(_ record: LogRecord) {
    guard phase.load(ordering: .acquiring) == Phase.running.rawValue else {
      return fallback(LogRecordText.plainLine(record))
    }
    mailbox.fill { $0.append(record) }
    // The board may have stopped between the check and the fill, after it took the ring for
    // the last time: then this thread hands what it left there to the fallback itself. (The
    // stop stores `ended` before its take; a take that missed this fill is ordered before it
    // by the mailbox's lock, so this load sees `ended`.)
    if phase.load(ordering: .acquiring) == Phase.ended.rawValue { sendUnshownToFallback() }
  }

  /// The board started: records go to the panel from now on.
  func begin() {
    _ = phase.compareExchange(
      expected: Phase.waiting.rawValue, desired: Phase.running.rawValue,
      ordering: .acquiringAndReleasing)
  }

  /// The board stopped: records go to the fallback from now on, starting with those no frame
  /// took.
  func end() {
    phase.store(Phase.ended.rawValue, ordering: .sequentiallyConsistent)
    sendUnshownToFallback()
  }

  /// Writes the records waiting in the ring, and how many were dropped, to the fallback.
  private func sendUnshownToFallback() {
    guard let taken = mailbox.take()?.contents else { return }
    if taken.dropped > 0 { fallback("(\(taken.dropped) log records dropped)") }
    for record in taken.elements { fallback(LogRecordText.plainLine(record)) }
  }
}
