// The kit's fuzz targets share one program, so that the kit is built once for all of them.
// `.ci/fuzz` links each target's name to it; the name it was started by picks the target, so
// `.build-fuzz/bin/wire crash-file` replays a crash of the wire target.

import CFuzzerDriver
import Foundation

/// One target's check of one input.
typealias FuzzTarget = @Sendable (_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32

/// The targets by the name `.ci/fuzz` gives them (and their corpus folders are named for).
let kitFuzzTargets: [String: FuzzTarget] = [
  "key-decoder": keyDecoderFuzzer,
  "key-script": keyScriptFuzzer,
  "duration": durationFuzzer,
  "size": sizeFuzzer,
  "widgets": widgetsFuzzer,
  "wire": wireFuzzer,
  "recording": recordingFuzzer,
]

/// The target this process was started as, found once: the last path component of its command,
/// or `GLANCE_FUZZ_TARGET` when set. Stops with the list of names when there is none.
let selectedFuzzTarget: FuzzTarget = {
  let name =
    ProcessInfo.processInfo.environment["GLANCE_FUZZ_TARGET"]
    ?? URL(fileURLWithPath: CommandLine.arguments.first ?? "").lastPathComponent
  guard let target = kitFuzzTargets[name] else {
    let known = kitFuzzTargets.keys.sorted().joined(separator: ", ")
    fatalError("no fuzz target is named \"\(name)\": start this program as one of \(known)")
  }
  return target
}()

/// libFuzzer's callback: checks one input with the selected target; returns 0 (a broken
/// invariant stops the process).
func glanceFuzzer(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  selectedFuzzTarget(data, size)
}

/// A SwiftPM executable keeps its own `main`, so this one hands the command line to libFuzzer's
/// driver, which calls the function above.
@main enum GlanceFuzzerMain {
  static func main() {
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv, glanceFuzzer))
  }
}
