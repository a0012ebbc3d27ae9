// Fuzzes the recording file reader with any bytes. Checks: no crash, no trap and no allocation
// past what the file holds (ASan); a file that reads writes back to bytes that read the same;
// entries are in time order; a file cut at any point reads as its whole records or fails with a
// message, never traps; the player plays it without trapping, the same screen either way, and
// the last screen's text keeps every scalar of its cells.

import FuzzSupport
import GlanceCore
import GlanceWire

/// Checks one input (called by `glanceFuzzer`, `Main.swift`); returns 0 (a
/// broken invariant stops the process).
func recordingFuzzer(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  var input = FuzzInput(data: data, size: size)
  // Most inputs start with the magic, so that the fuzzer spends its time past the header.
  let withMagic = input.byte() & 1 == 0
  let bytes = (withMagic ? Recording.magic : []) + Array(input.remaining)
  guard let recording = try? Recording(reading: bytes) else { return 0 }
  for (earlier, later) in zip(recording.entries, recording.entries.dropFirst()) {
    fuzzCheck(earlier.time <= later.time, "entries out of order: \(earlier.time), \(later.time)")
  }
  var whole = recording
  whole.isCutShort = false
  let again = try? Recording(reading: whole.bytes)
  fuzzCheck(again == whole, "a recording of \(whole.entries.count) entries re-reads differently")
  if let cut = again.map({ Array($0.bytes.dropLast()) }), !recording.entries.isEmpty {
    let shorter = try? Recording(reading: cut)
    fuzzCheck(
      shorter?.entries == Array(whole.entries.dropLast()),
      "dropping the last byte lost more than the last record")
  }
  // Playing it never traps, and the cursor's screen is the one worked out from a checkpoint.
  var player = RecordingPlayer(recording, checkpointCells: 64)
  player.seek(to: player.duration)
  checkText(of: player.screen)
  player.stepBack()
  if let index = player.frameIndex {
    fuzzCheck(player.screen == player.screen(atFrame: index), "frame \(index) differs")
  }
  return 0
}
