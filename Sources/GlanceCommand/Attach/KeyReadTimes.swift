import Foundation
import GlanceCore

/// Notes when the viewer read each key, for the console benchmark's key-to-binding latency
/// (Benchmarks/measure-console): `GLANCE_KEY_TIMES=FILE glance attach …` appends one
/// `keyread NS KEY` line per key, NS being CLOCK_MONOTONIC, the clock the program's probe notes
/// its bindings on (the key, since a terminal also reports focus changes as keys). Off unless
/// the variable names a file.
final class KeyReadTimes {
  private let file: FileHandle

  /// The file `environment` names in `GLANCE_KEY_TIMES`, opened for appending, or `nil`.
  init?(environment: [String: String] = ProcessInfo.processInfo.environment) {
    guard let path = environment["GLANCE_KEY_TIMES"], !path.isEmpty,
      FileManager.default.createFile(atPath: path, contents: nil),
      let file = FileHandle(forWritingAtPath: path)
    else { return nil }
    self.file = file
  }

  /// Notes `keys` read at `nanoseconds`.
  func note(_ keys: [Key], at nanoseconds: Int64) {
    file.write(Data(keys.map { "keyread \(nanoseconds) \($0)\n" }.joined().utf8))
  }

  /// CLOCK_MONOTONIC now, in nanoseconds.
  static func now() -> Int64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
  }
}
