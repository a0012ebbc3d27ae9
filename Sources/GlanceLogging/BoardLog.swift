import Glance
import GlancePOSIX
import ObserverModel
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where ``BoardLogHandler``s send their records: a log panel, and a fallback stream (standard
/// error by default) after the board ends, so that no record is lost. Get one from
/// ``Glance/Panel/showLog(keep:keys:fallback:)``.
///
/// A record costs its logging thread a copy into a ring of the panel's last `keep` records
/// under a short lock: it never waits for the screen, and records that a flood pushes out of
/// the ring before a frame takes them are counted as dropped. Each frame formats the records it
/// takes. Records logged before the board starts wait in the ring for its first frame, however
/// the program's services race the board's start. Records no frame took when the board stops,
/// or that still wait when the process exits without the board having started (it failed to
/// start, say), go to the fallback stream.
public final class BoardLog: Sendable {
  /// The ring the panel's frames take from.
  private let mailbox: FrameMailbox<RecentElements<LogRecord>>
  /// ``Phase``, as its raw value: whether records go to the panel or to the fallback.
  private let phase = Atomic<Int>(Phase.waiting.rawValue)
  /// Gets the plain line of each record logged while no board runs.
  private let fallback: SerialFallback

  /// Where records go.
  private enum Phase: Int {
    /// The board has not started: to the panel's ring, where they wait for its first frame.
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
    WaitingLogs.shared.add(self)
  }

  /// Writes `line` and a newline to standard error in one `write` (the rest after a partial
  /// one): the default fallback. A failing standard error, or a non-blocking one that is full,
  /// drops the rest of the line instead of waiting for it.
  public static let standardError: @Sendable (String) -> Void = { line in
    _ = writeAll(Array((line + "\n").utf8), to: STDERR_FILENO, whenFull: .fail)
  }

  /// Sends `record` to the panel until the board stops, then to the fallback. The hot path.
  func send(_ record: LogRecord) {
    guard phase.load(ordering: .acquiring) != Phase.ended.rawValue else {
      return fallback(LogRecordText.plainLine(record))
    }
    mailbox.fill { $0.append(record) }
    // The board may have stopped between the check and the fill, after it took the ring for
    // the last time: then this thread hands what it left there to the fallback itself. (The
    // stop stores `ended` before its take; a take that missed this fill is ordered before it
    // by the mailbox's lock, so this load sees `ended`.)
    if phase.load(ordering: .acquiring) == Phase.ended.rawValue { sendUnshownToFallback() }
  }

  /// The board started: its first frame takes the records that waited for it.
  func begin() {
    _ = phase.compareExchange(
      expected: Phase.waiting.rawValue, desired: Phase.running.rawValue,
      ordering: .acquiringAndReleasing)
    WaitingLogs.shared.remove(self)
  }

  /// The board stopped: records go to the fallback from now on, starting with those no frame
  /// took.
  func end() {
    phase.store(Phase.ended.rawValue, ordering: .sequentiallyConsistent)
    WaitingLogs.shared.remove(self)
    sendUnshownToFallback()
  }

  /// The process exits: records still waiting for a board that never started go to the
  /// fallback, as after a stop.
  package func endIfWaiting() {
    guard
      phase.compareExchange(
        expected: Phase.waiting.rawValue, desired: Phase.ended.rawValue,
        ordering: .sequentiallyConsistent
      ).exchanged
    else { return }
    sendUnshownToFallback()
  }

  /// Writes the records waiting in the ring, and how many were dropped, to the fallback.
  private func sendUnshownToFallback() {
    guard let taken = mailbox.take()?.contents else { return }
    if taken.dropped > 0 { fallback("(\(taken.dropped) log records dropped)") }
    for record in taken.elements { fallback(LogRecordText.plainLine(record)) }
  }
}

/// The logs whose boards have not started, which the process's exit ends so that the records
/// waiting in their rings reach their fallbacks: a board that fails to start, or a program that
/// throws before it runs the board, loses none of what it logged.
private final class WaitingLogs: Sendable {
  static let shared = WaitingLogs()

  private let logs = Lock<[ObjectIdentifier: BoardLog]>([:])
  /// Whether the exit handler is registered (once a process, with the first log).
  private let registered = Atomic<Bool>(false)

  func add(_ log: BoardLog) {
    logs.withLock { $0[ObjectIdentifier(log)] = log }
    guard !registered.exchange(true, ordering: .acquiringAndReleasing) else { return }
    atexit { WaitingLogs.shared.endAll() }
  }

  func remove(_ log: BoardLog) {
    _ = logs.withLock { $0.removeValue(forKey: ObjectIdentifier(log)) }
  }

  /// Ends every log still waiting, outside the lock (a fallback may log again).
  private func endAll() {
    let waiting = logs.withLock { logs in
      defer { logs = [:] }
      return Array(logs.values)
    }
    for log in waiting { log.endIfWaiting() }
  }
}
