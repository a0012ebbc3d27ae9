import TestSupport
import Testing

@testable import Glance

/// The frame hand-off (mailboxes, doorbell, reopen) over every interleaving of two writers and
/// the main actor. The writers run ``MailboxState``'s record and the doorbell's ring; the main
/// actor runs the doorbell's wakes and frames: a frame takes every mailbox (``MailboxState``'s
/// take), then runs ``FrameDoorbell/closingSteps`` in their order, each mailbox's scan a step
/// of its own, the last deciding with ``FrameDoorbell/scanAsksForFrame(found:claim:)``.
/// At every state one wake or frame request at most is pending; once nothing can step, every
/// mailbox's last value has been taken by a frame (no lost wake).
@Suite struct FrameHandoffModelTests {
  /// One step of the main actor's frame.
  enum FrameStep: Hashable {
    case take(Int)
    case open
    case scan(Int)
  }

  struct Model: Hashable {
    var mailboxes: [MailboxState<Int>]
    /// The doorbell's flag: a ring that finds it clear sets it and queues a wake.
    var rung = false
    /// Wakes queued on the main queue, not yet run.
    var wakes = 0
    /// Writers whose write filled an empty mailbox and who have not rung yet.
    var ringing: [Bool]
    /// A frame asked for (by a wake or a scan), not yet started; asks coalesce.
    var frameRequested = false
    /// The steps of the frame under way, in order.
    var frame: [FrameStep] = []
    /// Whether the frame under way's scan found a filled mailbox.
    var scanFound = false
    /// Each writer's mailbox, and the values it has left to write.
    let writerMailboxes: [Int]
    var unsent: [Int]
    var written = 0
    /// The last value written to each mailbox, and the last each mailbox's takes got.
    var lastWritten: [Int?]
    var lastTaken: [Int?]

    init(writers: [Int], values: Int) {
      let count = (writers.max() ?? 0) + 1
      mailboxes = Array(repeating: MailboxState(contents: 0), count: count)
      writerMailboxes = writers
      unsent = Array(repeating: values, count: writers.count)
      ringing = Array(repeating: false, count: writers.count)
      lastWritten = Array(repeating: nil, count: count)
      lastTaken = Array(repeating: nil, count: count)
    }

    /// The frame's steps: take every mailbox, then the closing steps in their order.
    func frameSteps() -> [FrameStep] {
      let indices = Array(mailboxes.indices)
      return indices.map(FrameStep.take)
        + FrameDoorbell.closingSteps.flatMap { step -> [FrameStep] in
          switch step {
          case .openDoorbell: [.open]
          case .scanMailboxes: indices.map(FrameStep.scan)
          }
        }
    }

    mutating func step(_ actor: Int) -> String? {
      actor < writerMailboxes.count ? write(actor) : mainActor()
    }

    private mutating func write(_ writer: Int) -> String? {
      let mailbox = writerMailboxes[writer]
      if ringing[writer] {
        ringing[writer] = false
        guard !rung else { return "w\(writer) rings: already rung" }
        rung = true
        wakes += 1
        return "w\(writer) rings: wake queued"
      }
      guard unsent[writer] > 0 else { return nil }
      unsent[writer] -= 1
      written += 1
      let value = written
      lastWritten[mailbox] = value
      ringing[writer] = mailboxes[mailbox].record({ $0 = value }, now: .zero)
      return "w\(writer) writes \(value) to m\(mailbox)"
    }

    /// The main queue runs one thing at a time: the frame under way, else a wake, else a frame.
    private mutating func mainActor() -> String? {
      if !frame.isEmpty { return frameStep(frame.removeFirst()) }
      if wakes > 0 {
        wakes -= 1
        frameRequested = true
        return "wake"
      }
      guard frameRequested else { return nil }
      frameRequested = false
      frame = frameSteps()
      scanFound = false
      return "frame starts"
    }

    private mutating func frameStep(_ step: FrameStep) -> String {
      switch step {
      case .take(let index):
        if let taken = mailboxes[index].take(leaving: 0) { lastTaken[index] = taken.contents }
        return "frame takes m\(index)"
      case .open:
        rung = false
        return "frame opens the doorbell"
      case .scan(let index):
        scanFound = scanFound || mailboxes[index].isFilled
        guard index == mailboxes.count - 1 else { return "frame scans m\(index)" }
        // Decided by the real code whatever the scan found, so that a claim made on an empty
        // scan (a rung doorbell no wake will open) shows here too.
        let found = scanFound
        let asks = FrameDoorbell.scanAsksForFrame(found: found) {
          defer { rung = true }
          return !rung
        }
        guard asks else {
          return found ? "frame scans m\(index): rung, a wake will ask" : "frame scans m\(index)"
        }
        frameRequested = true
        return "frame scans m\(index), claims the doorbell and asks for a frame"
      }
    }

    var invariant: String? {
      let pending = wakes + (frameRequested ? 1 : 0)
      return pending > 1 ? "\(wakes) wakes and \(frameRequested ? 1 : 0) frame asked pending" : nil
    }

    var end: String? {
      for index in mailboxes.indices where lastTaken[index] != lastWritten[index] {
        return "m\(index)'s last value \(lastWritten[index] ?? 0) was never taken "
          + "(filled: \(mailboxes[index].isFilled), rung: \(rung))"
      }
      return nil
    }
  }

  @Test(arguments: [
    (writers: [0, 1], values: 2), (writers: [0, 0], values: 2), (writers: [0, 1, 1], values: 1),
  ])
  func everyInterleavingTakesEveryLastValueWithOneWakeAtMostPending(
    shape: (writers: [Int], values: Int)
  ) {
    let outcome = exploreEveryInterleaving(
      "frame hand-off, writers to mailboxes \(shape.writers) x \(shape.values) values",
      from: Model(writers: shape.writers, values: shape.values),
      actors: shape.writers.count + 1,
      step: { $0.step($1) },
      invariant: \.invariant, end: \.end)
    #expect(outcome.schedules > 50)
  }
}
