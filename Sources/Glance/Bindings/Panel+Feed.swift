import GlanceCore
import ObserverModel

extension Panel {
  /// A function that any thread may call with a new value for this panel, drawn by `content`:
  /// the way to show what protocol-typed observers hear. Like
  /// ``show(_:_:)-(Observer<Value>,_)``, a call only replaces the value waiting for the next
  /// frame, which draws the newest.
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
    let mailbox = bindMailbox("feed(_:)", empty: Value?.none) { [weak self] taken, _ in
      if let value = taken ?? nil { self?.show(content(value)) }
      return nil
    }
    return { value in mailbox.fill { $0 = value } }
  }
}
