// One spelling for `ObservableObject`, `objectWillChange` and publishers on every platform:
// Combine where the system has it, OpenCombine elsewhere. Users write `import ObserverModel`.
#if canImport(Combine)
  @_exported import Combine
#else
  @_exported import OpenCombine
#endif
