/// The reading end of an event stream: listen to the waves its ``Transmitter`` broadcasts.
///
/// A receiver is always made together with its transmitter, so that reading and writing are
/// separate capabilities:
///
/// ```swift
/// let (transmitter, receiver) = Receiver<Int>.make(with: .warm(upTo: 2))
/// transmitter.broadcast(1)
/// receiver.listen { wave in print(wave) }    // replays 1, then hears every later wave
/// transmitter.broadcast(2)
/// ```
///
/// **Delivery.** Handlers run synchronously on the broadcasting thread, in the order they
/// started listening. Delivery is serial per transmitter: a wave broadcast while another thread
/// (or a handler further up the stack) is delivering is queued, and the delivering thread
/// delivers it after the current round. So handlers never run concurrently with themselves,
/// waves arrive in broadcast order, and a `broadcast` or `dispose()` made from inside a handler
/// neither deadlocks nor drops anything: a nested broadcast reaches every listener after the
/// wave being delivered has reached all of them (first in, first out).
///
/// **Lifetime.** ``listen(_:)`` returns a detached ``Disposable``: ignoring it keeps the
/// handler listening until ``Disposable/dispose()`` is called or the disposable is put in a
/// ``DisposeBag`` that is released. The transmitter and receiver keep their shared stream
/// alive; each may outlive the scope that made them, and the transmitter also keeps the receiver
/// itself alive.
///
/// **Operators** (``map(_:)``, ``filter(_:)``, ``skip(count:)``, ``combine(with:)`` and the
/// rest) return receivers over the same stream. They keep the upstream replay (a `map` over a
/// `.cold` receiver replays mapped waves), keep any state per listener, and hold an upstream
/// subscription only while they have listeners: disposing a derived listener disposes its
/// upstream subscription.
public final class Receiver<Wave: Sendable>: Sendable {
  // Public: the type of `make(with:)`'s strategy.
  /// What a receiver keeps for late listeners; see ``ReceiverStrategy``.
  public typealias Strategy = ReceiverStrategy

  /// Starts one listener: called with the most waves it may replay and its handler.
  @usableFromInline typealias Subscribe =
    @Sendable (_ replayLimit: Int, _ handler: @escaping @Sendable (Wave) -> Void) -> Disposable

  @usableFromInline let subscribe: Subscribe
  /// The stream itself, for a receiver made by ``make(with:)``: listening then goes straight to
  /// the hub, specialised for `Wave` in the caller, instead of through `subscribe`.
  @usableFromInline let hub: BroadcastHub<Wave>?

  /// A receiver whose listeners are started by `subscribe`.
  init(subscribe: @escaping Subscribe) {
    self.subscribe = subscribe
    hub = nil
  }

  /// The receiver of `hub`.
  init(hub: BroadcastHub<Wave>) {
    subscribe = { replayLimit, handler in
      hub.subscribe(replayLimit: replayLimit, disposesOnRelease: false, handler)
    }
    self.hub = hub
  }

  /// Makes a connected transmitter and receiver. `strategy` decides what is kept for late
  /// listeners; `.hot` (keep nothing) by default.
  public static func make(with strategy: Strategy = .hot) -> (Transmitter, Receiver) {
    let hub = BroadcastHub<Wave>(replayCapacity: strategy.bufferCapacity)
    let receiver = Receiver(hub: hub)
    return (Transmitter(receiver: receiver, hub: hub, strategy: strategy), receiver)
  }

  /// Calls `handler` with each kept wave (per the strategy), then with every wave broadcast
  /// from now on, until the returned disposable is disposed.
  ///
  /// The result may be ignored: the handler then listens for as long as the stream exists.
  @inlinable @discardableResult
  public func listen(_ handler: @escaping @Sendable (Wave) -> Void) -> Disposable {
    if let hub { return hub.subscribe(replayLimit: .max, disposesOnRelease: false, handler) }
    return subscribe(.max, handler)
  }

  /// Like ``listen(_:)``, replaying at most `replayLimit` of the kept waves.
  func listen(
    replayLimit: Int, _ handler: @escaping @Sendable (Wave) -> Void
  ) -> Disposable {
    subscribe(replayLimit, handler)
  }
}
