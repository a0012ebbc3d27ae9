import Foundation
import Glance
import GlanceCore
import ObserverModel
import Synchronization

/// The observer console's end-to-end probe (issue 28, `Benchmarks/measure-console`): a thread
/// writes the CLOCK_MONOTONIC time, in microseconds, to a value every millisecond, and a panel
/// shows the latest as `W<µs>:<µs>E` (twice, so that a reader of a half-drawn row sees two
/// different numbers and skips it); the key `p` notes the time its binding runs. At the end
/// every write time and key time goes to a file, so that a script watching a viewer's screen
/// can tell how long each write took to appear there and each key to reach the program.
///
/// CLOCK_MONOTONIC is one clock for every process on the machine, so these times compare with
/// the watching script's `time.monotonic_ns()` directly.
final class ConsoleProbe: PeriodicThread {
  /// The latest write time, in microseconds.
  let shown = Observer<Int>(0)
  private let writes = Mutex<[Int64]>([])
  private let keys = Mutex<[Int64]>([])

  init() {
    super.init(interval: .milliseconds(1))
  }

  override func tick() {
    let now = monotonicNanoseconds()
    writes.withLock { $0.append(now) }
    shown.update(Int(now / 1000))
  }

  /// Adds the probe panel to `board` and binds `p`; returns the panel.
  @MainActor
  func bind(to board: Board) -> Panel {
    let panel = board.panel("probe")
    panel.show(shown) { micros in TextWidget(["W\(micros):\(micros)E"]) }
    board.key("p", "probe: note the time", footer: "") { [self] in
      let now = monotonicNanoseconds()
      keys.withLock { $0.append(now) }
    }
    board.drive(self)
    return panel
  }

  /// Writes `write NS` and `key NS` lines to `path`.
  func save(to path: String) {
    var text = writes.withLock { $0.map { "write \($0)\n" }.joined() }
    text += keys.withLock { $0.map { "key \($0)\n" }.joined() }
    try? text.write(toFile: path, atomically: true, encoding: .utf8)
  }
}

/// CLOCK_MONOTONIC in nanoseconds: the clock every process on the machine shares.
func monotonicNanoseconds() -> Int64 {
  var now = timespec()
  clock_gettime(CLOCK_MONOTONIC, &now)
  return Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec)
}
