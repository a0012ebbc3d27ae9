import GlanceCore
import ObserverModel

extension Panel {
  /// Shows `observer`'s value, drawn by `content`, and every new value from then on.
  ///
  /// Values reach the main actor latest-only: a writer on any thread costs the main loop at
  /// most one hop per value it can show, however fast it writes, and the panel always ends on
  /// the last value written. Hops are timed by the board's ``Board/monitor``.
  ///
  /// ```swift
  /// board.panel("load").show(load) { BigNumberWidget(.integer(Int($0))) }
  /// ```
  @discardableResult
  public func show<Value>(
    _ observer: Observer<Value>, _ content: @escaping @MainActor (Value) -> some Widget
  ) -> Panel {
    keep(
      observer.observe(on: .latestOnMainActor(monitor: board.monitor)) { [weak self] value in
        self?.deliver { $0.show(content(value)) }
      })
    return self
  }

  /// Calls `update` on the main actor with `observer`'s value (unless
  /// `skippingInitialValue`) and every new one, latest-only, for panels that draw more than one
  /// source: keep the values where you like and call ``show(_:)`` from `update`.
  public func watch<Value>(
    _ observer: Observer<Value>, skippingInitialValue: Bool = false,
    _ update: @escaping @MainActor (Value) -> Void
  ) {
    keep(
      observer.observe(
        on: .latestOnMainActor(monitor: board.monitor), skippingInitialValue: skippingInitialValue
      ) { [weak self] value in
        self?.deliver { _ in update(value) }
      })
  }
}
