// The kit's fuzz targets share one binary, so that GlanceCore is compiled (with -O and both
// sanitizers) once instead of once per target, which would be most of the fuzz stage's build
// time. `.ci/fuzz` links each target's name to the binary; the name it was started by picks the
// target, so `.build-fuzz/bin/wire crash-file` replays a crash of that target.

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
    fatalError("no fuzz target is named \"\(name)\": start this binary as one of \(known)")
  }
  return target
}()

/// libFuzzer's entry point: checks one input with the selected target; returns 0 (a broken
/// invariant stops the process).
@_cdecl("LLVMFuzzerTestOneInput")
public func kitFuzzer(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  selectedFuzzTarget(data, size)
}
