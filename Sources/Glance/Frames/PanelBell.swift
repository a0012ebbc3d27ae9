import ObserverModel

/// Where a source shared by several panels (a metrics factory, a tracer) rings when it changed:
/// the mailboxes of the panels that show it, held weakly. Before any panel shows the source, a
/// ring goes nowhere and the changes wait in the source; a panel's first take reads them all.
package final class PanelBell: Sendable {
  /// A panel's mailbox, held weakly: once the board stops and the panel forgets its binding,
  /// rings skip it and the next ring drops it.
  private final class Sink: Sendable {
    weak let mailbox: FrameMailbox<Int>?

    init(_ mailbox: FrameMailbox<Int>) {
      self.mailbox = mailbox
    }
  }

  private let sinks = Lock<[Sink]>([])

  /// A bell no panel hears yet.
  package init() {}

  /// Rings `mailbox` from now on, and once at once, so that its panel reads the source.
  package func attach(_ mailbox: FrameMailbox<Int>) {
    sinks.withLock { $0.append(Sink(mailbox)) }
    mailbox.fill { $0 &+= 1 }
  }

  /// Fills every attached panel's mailbox, which wakes its board for the next frame.
  package func ring() {
    let mailboxes = sinks.withLock { sinks -> [FrameMailbox<Int>] in
      sinks.removeAll { $0.mailbox == nil }
      return sinks.compactMap(\.mailbox)
    }
    for mailbox in mailboxes { mailbox.fill { $0 &+= 1 } }
  }
}
