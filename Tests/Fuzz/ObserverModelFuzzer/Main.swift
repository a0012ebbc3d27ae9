import CFuzzerDriver
import Foundation
import FuzzSupport
import ObserverModel

/// libFuzzer's entry point: the first byte picks an observer style, the rest is its program.
@_cdecl("LLVMFuzzerTestOneInput")
public func observerModelFuzzer(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = Array(FuzzInput(data: data, size: size).remaining)
  // libFuzzer calls in on the main thread; the main-actor delivery scenario relies on it.
  MainActor.assumeIsolated {
    var input = FuzzInput(bytes)
    switch input.choice(9) {
    case 0: HubScenario.observer(&input)
    case 1: HubScenario.receiver(.hot, &input)
    case 2: HubScenario.receiver(.warm(upTo: Int(input.byte() % 5)), &input)
    case 3: HubScenario.receiver(.cold, &input)
    case 4: ProtocolScenario(observable: ObservableClass(), keyed: nil).run(&input)
    case 5: ProtocolScenario(observable: ObservableThreadSafeClass(), keyed: nil).run(&input)
    case 6:
      let keyed = KeyedObservableClass()
      ProtocolScenario(observable: keyed, keyed: keyed).run(&input)
    case 7:
      let keyed = KeyedObservableThreadSafeClass()
      ProtocolScenario(observable: keyed, keyed: keyed).run(&input)
    default: DeliveryScenario().run(&input)
    }
  }
  return 0
}

/// A SwiftPM executable keeps its own `main` (SwiftPM links `main` to the module's entry), so
/// this one hands the command line to libFuzzer's driver, which calls the function above.
@main enum ObserverModelFuzzerMain {
  static func main() {
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv, observerModelFuzzer))
  }
}
