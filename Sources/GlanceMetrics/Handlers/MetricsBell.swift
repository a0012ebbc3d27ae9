import Glance
import ObserverModel

/// Where a factory's metrics ring when a write follows a frame's take: the mailboxes of the
/// panels that show them. Before any panel shows the metrics, a ring goes nowhere and the
/// values wait in their handlers; a panel's first take reads them all.
final class MetricsBell: Sendable {
  /// A panel's mailbox, held weakly: once the board stops and the panel forgets its binding,
  /// rings skip it and the next ring drops it.
  private final class Sink: Sendable {
    weak let mailbox: FrameMailbox<Int>?

    init(_ mailbox: FrameMailbox<Int>) {
      self.mailbox = mailbox
    }
  }

  private let sinks = Lock<[Sink]>([])

  /// Rings `mailbox` from now on, and once at once, so that its panel reads every metric.
  func attach(_ mailbox: FrameMailbox<Int>) {
    sinks.withLock { $0.append(Sink(mailbox)) }
    mailbox.fill { $0 &+= 1 }
  }

  /// Fills every attached panel's mailbox, which wakes its board for the next frame.
  func ring() {
    let mailboxes = sinks.withLock { sinks -> [FrameMailbox<Int>] in
      sinks.removeAll { $0.mailbox == nil }
      return sinks.compactMap(\.mailbox)
    }
    for mailbox in mailboxes { mailbox.fill { $0 &+= 1 } }
  }
}
