import GlanceCore
import ObserverModel

extension Panel {
  /// Shows `observer`'s value, drawn by `content`, and every new value from then on.
  ///
  /// Values are taken at frame time: a write on any thread only replaces the value waiting in
  /// the binding's mailbox, and the next frame draws the newest one. However fast the writers,
  /// the panel costs the main actor nothing between frames, and it always ends on the last
  /// value written.
  ///
  /// ```swift
  /// board.panel("load").show(load) { BigNumberWidget(.integer(Int($0))) }
  /// ```
  @discardableResult
  public func show<Value>(
    _ observer: Observer<Value>, _ content: @escaping @MainActor (Value) -> some Widget
  ) -> Panel {
    takeLatest(of: observer, "show(_:_:)", skippingInitialValue: false) { [weak self] value in
      self?.show(content(value))
    }
    return self
  }

  /// Calls `update` on the main actor with `observer`'s value (unless
  /// `skippingInitialValue`) and then with the newest value at each frame that follows writes,
  /// for panels that draw more than one source: keep the values where you like and call
  /// ``show(_:)`` from `update`. The binding lasts until the board stops, or until the
  /// returned disposable is disposed, for a source the panel watches only for a while.
  @discardableResult
  public func watch<Value>(
    _ observer: Observer<Value>, skippingInitialValue: Bool = false,
    _ update: @escaping @MainActor (Value) -> Void
  ) -> Disposable {
    takeLatest(of: observer, "watch(_:)", skippingInitialValue: skippingInitialValue, update)
  }

  /// Calls `take` at frame time with the newest value `observer` was written since the last
  /// frame, if any; returns the writers' subscription (the panel keeps it too).
  @discardableResult
  func takeLatest<Value>(
    of observer: Observer<Value>, _ kind: String, skippingInitialValue: Bool,
    _ take: @escaping @MainActor (Value) -> Void
  ) -> Disposable {
    let mailbox = bindMailbox(kind, empty: Value?.none) { taken, _ in
      if let value = taken ?? nil { take(value) }
      return nil
    }
    let subscription = observer.observe(skippingInitialValue: skippingInitialValue) { value in
      mailbox.fill { $0 = value }
    }
    keep(subscription)
    bindings.last?.subscription = subscription  // the binding bindMailbox just added
    return subscription
  }
}
