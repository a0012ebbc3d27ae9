/// The delivery engine under ``Observer`` and ``Receiver``: subscribers called in subscription
/// order, an optional replay buffer, and serial, first-in-first-out delivery.
///
/// Delivery is serial per hub. The thread that finds no delivery in progress becomes the
/// *drainer*: it calls the subscribers for its own value, then keeps delivering whatever other
/// threads (or handlers re-entering on its own stack) queued meanwhile, until the queue is empty.
/// So a handler never runs concurrently with itself, a broadcast made from inside a handler is
/// delivered after the current round (never inline, never dropped), and values reach every
/// subscriber in the order they were recorded. The lock is never held while a handler runs.
///
/// A subscriber that joins gets its replay first, then only broadcasts recorded after it joined.
/// One that is removed during a round is not called again, even in that round.
///
/// The hub is the owner's handle: it sends and subscribes, and everything else is asked of its
/// ``HubCore``, which does the work. When the last owner lets the hub go, the core is closed: every subscriber and buffered value is released, as if each
/// subscription had been disposed, and the disposables still held elsewhere do nothing.
///
/// The delivery path is `@inlinable` so that a client's `Observer<Value>` or `Receiver<Wave>`
/// is specialised for its element type: unspecialised, every round paid for generic metadata
/// look-ups and value-witness calls that cost more than the callbacks themselves.
@usableFromInline
final class BroadcastHub<Element: Sendable>: Sendable {
  @usableFromInline let core: HubCore<Element>

  /// Creates a hub that keeps `replayCapacity` values for late subscribers (`nil`: all of them),
  /// optionally starting with one value already in the buffer.
  init(replayCapacity: Int?, initialValue: Element? = nil) {
    core = HubCore(replayCapacity: replayCapacity, initialValue: initialValue)
  }

  deinit {
    core.close()
  }

  /// Records `element` and delivers it to every subscriber, now or after the delivery already
  /// in progress.
  @inlinable func broadcast(_ element: Element) {
    core.broadcast(element)
  }

  /// Adds `handler` after all current subscribers. It first gets (up to) the last `replayLimit`
  /// buffered values, then every later broadcast, until the returned disposable is disposed.
  @inlinable func subscribe(
    replayLimit: Int, disposesOnRelease: Bool, _ handler: @escaping @Sendable (Element) -> Void
  ) -> Disposable {
    core.subscribe(replayLimit: replayLimit, disposesOnRelease: disposesOnRelease, handler)
  }
}
