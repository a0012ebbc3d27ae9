import Observation

extension Observable where Self: AnyObject {
  /// What a key-path observation reads under tracking: the value at `keyPath`, through a
  /// reference that never keeps this object alive; `nil` once the object is gone, which ends
  /// the observation.
  func reading<Value>(_ keyPath: KeyPath<Self, Value>) -> () -> Value? {
    { [reference = UnownedReference(self)] () -> Value? in
      guard let object = reference.object else { return nil }
      return object[keyPath: keyPath]
    }
  }

  /// What a trigger-only observation of several properties reads under tracking: each of
  /// `keyPaths`, discarding the values; `nil` once this object is gone.
  func reading(_ keyPaths: [PartialKeyPath<Self>]) -> () -> Void? {
    { [reference = UnownedReference(self)] () -> Void? in
      guard let object = reference.object else { return nil }
      for keyPath in keyPaths { _ = object[keyPath: keyPath] }
      return ()
    }
  }
}
