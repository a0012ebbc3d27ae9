#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What `glance list` asks about another process: whether it is gone, and when it started.
enum ProcessFacts {
  /// Whether no process `pid` exists: `kill(pid, 0)` fails with ESRCH. A process of another
  /// user (EPERM) is alive.
  static func isGone(_ pid: Int32) -> Bool {
    kill(pid, 0) != 0 && errno == ESRCH
  }

  /// When process `pid` started, in seconds since 1970, from field 22 of `/proc/<pid>/stat`
  /// (clock ticks since boot) placed on the wall clock through `CLOCK_BOOTTIME`, the clock that
  /// field counts on. Nil where there is no `/proc` or the process is gone.
  static func startTime(of pid: Int32) -> Double? {
    #if os(Linux)
      guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
        let ticks = startTicks(inStat: stat)
      else { return nil }
      let ticksPerSecond = Double(sysconf(Int32(_SC_CLK_TCK)))
      guard ticksPerSecond > 0 else { return nil }
      let sinceBoot = seconds(CLOCK_BOOTTIME)
      return seconds(CLOCK_REALTIME) - (sinceBoot - Double(ticks) / ticksPerSecond)
    #else
      return nil
    #endif
  }

  /// Field 22 of a `/proc/<pid>/stat` line. The second field, the command in parentheses, may
  /// hold spaces and parentheses itself, so fields are counted from its last `)`.
  static func startTicks(inStat stat: String) -> UInt64? {
    guard let close = stat.lastIndex(of: ")") else { return nil }
    // After the command come field 3 (state) onwards: field 22 is the 20th of them.
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    guard fields.count >= 20 else { return nil }
    return UInt64(fields[19])
  }

  /// The clock `clock` now, in seconds.
  private static func seconds(_ clock: clockid_t) -> Double {
    var now = timespec()
    clock_gettime(clock, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
  }
}
