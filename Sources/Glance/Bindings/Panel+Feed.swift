import GlanceCore
import ObserverModel

extension Panel {
  /// A function that any thread may call with a new value for this panel, drawn by `content`:
  /// the way to show what protocol-typed observers hear. Values reach the main actor
  /// latest-only, like ``show(_:_:)-(Observer<Value>,_)``'s.
  ///
  /// ```swift
  /// final class LoadObserver: LoadListener {
  ///   let show: @Sendable (Double) -> Void
  ///   init(show: @escaping @Sendable (Double) -> Void) { self.show = show }
  ///   func loadChanged(to load: Double) { show(load) }
  /// }
  /// sensor.addObserver(LoadObserver(show: panel.feed { TextWidget(["\($0)"]) }))
  /// ```
  public func feed<Value: Sendable>(
    _ content: @escaping @MainActor (Value) -> some Widget
  ) -> @Sendable (Value) -> Void {
    let latest = Observer<Value?>(nil)
    keep(
      latest.observe(on: .latestOnMainActor(monitor: board.monitor), skippingInitialValue: true) {
        [weak self] value in
        guard let value else { return }
        self?.deliver { $0.show(content(value)) }
      })
    return { latest.update($0) }
  }
}
