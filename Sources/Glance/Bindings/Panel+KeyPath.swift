import GlanceCore
import Observation
import ObserverModel

extension Panel {
  /// Shows the property at `keyPath` of an `@Observable` model written on the main actor (a
  /// view model), drawn by `content`, and every new value from then on. The change is drawn in
  /// the next frame; a burst of writes between two frames draws once. (In the library's safe
  /// runtime the change is read again on the next turn of the main actor, as ObserverModel's
  /// `observe(_:)` does there.)
  ///
  /// A model written from other threads is better shown through an `Observer` the writers
  /// update, which brings its values over latest-only.
  @discardableResult
  public func show<Model: Observable & AnyObject, Value>(
    _ model: Model, _ keyPath: KeyPath<Model, Value>,
    _ content: @escaping @MainActor (Value) -> some Widget
  ) -> Panel {
    keep(
      model.observe(keyPath) { [weak self] (value: Value) in
        self?.deliver { $0.show(content(value)) }
      })
    return self
  }
}
