import ObserverModel
import TestSupport
import Testing

/// The seeds' usage examples, compiled against ObserverModel. Each change from the seed text is
/// one Swift 6 requires (`@Sendable`-checked captures) or an API correction noted inline.
@Suite struct ReceiverAndDisposableExampleTests {
  /// Seed 004: make, listen (result ignored), broadcast, strategies.
  @Test func receiverUsage() {
    let heard = TestLog<String>()
    let (transmitter, receiver) = Receiver<Int>.make()
    receiver.listen { cheezburgers in heard.append("Can I haz \(cheezburgers) cheezburger.") }
    receiver.listen { cheezburgers in heard.append("I have \(cheezburgers) cheezburgers") }
    transmitter.broadcast(1)
    #expect(heard.values == ["Can I haz 1 cheezburger.", "I have 1 cheezburgers"])

    let (coldTransmitter, coldReceiver) = Receiver<Int>.make(with: .cold)
    coldTransmitter.broadcast(1)
    coldTransmitter.broadcast(2)
    coldTransmitter.broadcast(3)
    let cold = TestLog<Int>()
    coldReceiver.listen { wave in cold.append(wave) }
    coldTransmitter.broadcast(4)
    #expect(cold.values == [1, 2, 3, 4])

    let (warmTransmitter, warmReceiver) = Receiver<Int>.make(with: .warm(upTo: 1))
    warmTransmitter.broadcast(1)
    warmTransmitter.broadcast(2)
    let warm = TestLog<Int>()
    warmReceiver.listen { wave in warm.append(wave) }
    warmTransmitter.broadcast(3)
    #expect(warm.values == [2, 3])
  }

  /// Seed 004's application-lifecycle pattern: the delegate keeps only the transmitter.
  @Test func receiverLifecyclePattern() {
    enum ApplicationLifecycle: Sendable {
      case didFinishLaunching
      case didBecomeActive
      case didEnterBackground
    }
    final class AppDelegate {
      private var transmitter: Receiver<ApplicationLifecycle>.Transmitter!
      func didFinishLaunching() -> Receiver<ApplicationLifecycle> {
        let (transmitter, receiver) = Receiver<ApplicationLifecycle>.make()
        self.transmitter = transmitter
        return receiver
      }
      func applicationDidEnterBackground() { transmitter.broadcast(.didEnterBackground) }
      func applicationDidBecomeActive() { transmitter.broadcast(.didBecomeActive) }
    }
    let delegate = AppDelegate()
    let receiver = delegate.didFinishLaunching()
    let log = TestLog<ApplicationLifecycle>()
    receiver.listen { log.append($0) }
    delegate.applicationDidBecomeActive()
    delegate.applicationDidEnterBackground()
    #expect(log.values == [.didBecomeActive, .didEnterBackground])
  }

  /// Seed 001: a Disposable built from a closure, collected with add(to:).
  @Test func disposableUsage() {
    let disposed = CallCounter()
    var disposables: [Disposable] = []
    Disposable { disposed.increment() }.add(to: &disposables)
    let productsObserver: Observer<[Product]> = Observer([])
    let counts = TestLog<Int>()
    productsObserver.observe { products in counts.append(products.count) }.add(to: &disposables)
    var productsInCart = productsObserver.getValue() as [Product]
    productsInCart.append(Product.samples[0])
    productsObserver.update(productsInCart)
    disposables = []
    productsObserver.update([])
    #expect(counts.values == [0, 1])
    #expect(disposed.count == 1)
  }
}
