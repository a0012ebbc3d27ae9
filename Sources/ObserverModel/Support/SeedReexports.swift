// The only declarations of other modules re-exported: those the seed programs use with nothing
// but `import ObserverModel`. The ObservableObject seed's models need `ObservableObject`,
// `Published` and `PassthroughSubject`: from Combine where the system has it, OpenCombine
// elsewhere. (The Flowduino seed's `ObservableThread` subclass needs no re-export: this module
// imports CoreFoundation, so every client loads it, which is all that subclassing `Thread`
// asks.)
#if canImport(Combine)
  @_exported import protocol Combine.ObservableObject
  @_exported import class Combine.PassthroughSubject
  @_exported import struct Combine.Published
#else
  @_exported import protocol OpenCombine.ObservableObject
  @_exported import class OpenCombine.PassthroughSubject
  @_exported import struct OpenCombine.Published
#endif
