/// A value that crosses `Sendable` machinery (locks, tasks, continuations) but is only used in
/// one isolation domain: the observer's, which for the values of an actor-isolated or
/// non-`Sendable` model is also the writer's.
///
/// This is the single unchecked escape hatch of the key-path observation code. Every place that
/// wraps a value says which isolation it is used from.
struct IsolationBound<Value>: @unchecked Sendable {
  let value: Value

  init(_ value: Value) { self.value = value }
}
