@preconcurrency import CNcurses
import FuzzSupport
import GlanceCore
@testable import GlanceTerminal

// Fuzzes `KeyDecoder`: raw ncurses input (characters and key codes, escape sequences cut
// anywhere) fed in arbitrary batches. Checks, for every input:
// - no crash, and every key well formed (controls are letters, F-keys 1…24, characters one
//   scalar);
// - every input item is accounted for: it becomes one key, or is one of the three items of a
//   focus report;
// - the keys equal an independent reference decoder's, where a batch boundary is an end of
//   input (ncurses hands over a batch only after its escape delay has run out, so a sequence
//   cut by it is a lone Esc followed by plain keys);
// - batching never matters otherwise: splitting the input anywhere that does not cut a focus
//   report gives the same keys as decoding it whole;
// - every key that has a `--keys` spelling parses back to itself through `KeyScript`.

/// Input bytes to raw items. Bytes below 0x80 are characters as they are (the terminal's own
/// bytes); 0x80–0xBF pick ESC, `[`, `I` or `O` so that sequences are frequent; 0xC0–0xDF take
/// the next four bytes as any 32-bit character value (invalid scalars included); 0xE0–0xE7 the
/// next four as any key code; 0xE8–0xF7 a key code ncurses knows; 0xF8–0xFF end a batch.
private func batches(_ input: inout FuzzInput) -> [[RawInput]] {
  let sequenceBytes: [UInt32] = [0x1B, 0x5B, 0x49, 0x4F]
  let knownCodes: [Int32] = [
    KEY_UP, KEY_DOWN, KEY_LEFT, KEY_RIGHT, KEY_BTAB, KEY_ENTER, KEY_BACKSPACE, KEY_F0,
    KEY_F0 + 1, KEY_F0 + 12, KEY_F0 + 24, KEY_F0 + 25, KEY_RESIZE, KEY_HOME, 0, -1,
  ]
  var batches: [[RawInput]] = [[]]
  while !input.isExhausted {
    let byte = input.byte()
    switch byte {
    case 0x00..<0x80: batches[batches.count - 1].append(.character(UInt32(byte)))
    case 0x80..<0xC0: batches[batches.count - 1].append(.character(sequenceBytes[Int(byte & 3)]))
    case 0xC0..<0xE0: batches[batches.count - 1].append(.character(input.uint32()))
    case 0xE0..<0xE8:
      batches[batches.count - 1].append(.keyCode(Int32(bitPattern: input.uint32())))
    case 0xE8..<0xF8: batches[batches.count - 1].append(.keyCode(knownCodes[Int(byte - 0xE8)]))
    default: batches.append([])
    }
  }
  return batches
}

/// The decoding rules written out plainly, one batch at a time, as the reference.
private func referenceKeys(_ items: [RawInput]) -> [Key] {
  var keys: [Key] = []
  var rest = items[...]
  while let item = rest.popFirst() {
    if item == .character(0x1B), rest.count >= 2, rest.first == .character(0x5B) {
      let third = rest[rest.startIndex + 1]
      if third == .character(0x49) || third == .character(0x4F) {
        keys.append(third == .character(0x49) ? .focusIn : .focusOut)
        rest = rest.dropFirst(2)
        continue
      }
    }
    switch item {
    case .character(let value): keys.append(referenceKey(scalar: value))
    case .keyCode(let code): keys.append(referenceKey(code: code))
    }
  }
  return keys
}

private func referenceKey(scalar value: UInt32) -> Key {
  switch value {
  case 0x09: .tab
  case 0x0A, 0x0D: .enter
  case 0x08, 0x7F: .backspace
  case 0x1B: .escape
  case 1...26: .control(Character(Unicode.Scalar(UInt8(0x60 + value))))
  default: Unicode.Scalar(value).map { .character(Character($0)) } ?? .unknown(Int(value))
  }
}

private let namedCodes: [Int32: Key] = [
  KEY_UP: .up, KEY_DOWN: .down, KEY_LEFT: .left, KEY_RIGHT: .right, KEY_BTAB: .backTab,
  KEY_ENTER: .enter, KEY_BACKSPACE: .backspace, KEY_PPAGE: .pageUp, KEY_NPAGE: .pageDown,
  KEY_HOME: .home, KEY_END: .end,
]

private func referenceKey(code: Int32) -> Key {
  if let key = namedCodes[code] { return key }
  if code > KEY_F0, code <= KEY_F0 + 24 { return .function(Int(code - KEY_F0)) }
  return .unknown(Int(code))
}

private func checkWellFormed(_ key: Key) {
  switch key {
  case .control(let letter):
    fuzzCheck(("a"..."z").contains(letter), "control key \(letter) is not a letter")
  case .function(let number):
    fuzzCheck((1...24).contains(number), "function key F\(number) out of 1…24")
  case .character(let character):
    fuzzCheck(character.unicodeScalars.count == 1, "a key of several scalars: \(key)")
  default: break
  }
  fuzzCheck(!key.description.isEmpty, "a key with an empty description")
}

/// Checks one input (called by `glanceFuzzer`, `Main.swift`); returns 0 (a
/// broken invariant stops the process).
func keyDecoderFuzzer(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  var input = FuzzInput(data: data, size: size)
  let chunks = batches(&input)
  let items = chunks.flatMap { $0 }
  let whole = KeyDecoder.decode(items)

  fuzzCheck(whole == referenceKeys(items), "whole input: \(whole) != \(referenceKeys(items))")
  let reports = whole.count(where: { $0 == .focusIn || $0 == .focusOut })
  fuzzCheck(whole.count + 2 * reports == items.count, "items lost or duplicated: \(items)")
  whole.forEach(checkWellFormed)

  let batched = chunks.flatMap { KeyDecoder.decode($0) }
  let expected = chunks.flatMap { referenceKeys($0) }
  fuzzCheck(batched == expected, "batches \(chunks): \(batched) != \(expected)")

  // Every single cut that does not split a focus report leaves the keys unchanged.
  var insideReport = Set<Int>()
  for start in items.indices.dropLast(2)
  where items[start] == .character(0x1B) && items[start + 1] == .character(0x5B)
    && [.character(0x49), .character(0x4F)].contains(items[start + 2])
  {
    insideReport.formUnion([start + 1, start + 2])
  }
  for cut in items.indices.dropFirst() where items.count <= 64 && !insideReport.contains(cut) {
    let split = KeyDecoder.decode(Array(items[..<cut])) + KeyDecoder.decode(Array(items[cut...]))
    fuzzCheck(split == whole, "cut at \(cut) of \(items): \(split) != \(whole)")
  }

  for key in whole {
    guard let spelling = scriptSpelling(key) else { continue }
    let parsed = try? KeyScript.parse(spelling)
    fuzzCheck(
      parsed == [key], "\(key) spelled \(spelling.debugDescription) parses as \(parsed as Any)")
  }
  return 0
}
