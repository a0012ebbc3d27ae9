import Observation
import ObserverModel
import Testing

// The library's usage examples (one per observer style, as "Choosing an observer style" shows
// them), made checkable: the same calls, with results recorded instead of printed. If a style
// stops compiling or behaving as described, this file fails.

protocol ScoreObserver: AnyObject { func scoreChanged(to score: Int) }

final class Game: ObservableThreadSafeClass, @unchecked Sendable {
  func score(_ points: Int) {
    withObservers { (observer: ScoreObserver) in observer.scoreChanged(to: points) }
    notifyChange()
  }
}

final class ScoreBoard: ScoreObserver {
  var scores: [Int] = []
  func scoreChanged(to score: Int) { scores.append(score) }
}

@Observable final class ReadmeModel { var count = 0 }

@Suite("README examples")
struct ReadmeExampleTests {
  @Test func protocolTypedObservers() {
    let game = Game()
    let board = ScoreBoard()
    game.addObserver(board)
    game.score(3)
    game.score(5)
    #expect(board.scores == [3, 5])
  }

  @Test func valueWithDisposableSubscriptions() {
    let products = Observer<[Product]>([])
    let counts = Lock<[Int]>([])
    var disposables: [Disposable] = []
    products.observe { value in counts.withLock { $0.append(value.count) } }.add(to: &disposables)
    products.modify { $0.append(Product.samples[0]) }
    disposables.removeAll()
    products.modify { $0.append(Product.samples[1]) }
    #expect(counts.withLock { $0 } == [0, 1])
  }

  @Test func eventStreamsReplayPerListener() {
    let (transmitter, receiver) = Receiver<Int>.make(with: .warm(upTo: 2))
    transmitter.broadcast(1)
    transmitter.broadcast(2)
    transmitter.broadcast(3)
    let seen = Lock<[Int]>([])
    let bag = DisposeBag()
    receiver.map { $0 * 10 }.listen { value in seen.withLock { $0.append(value) } }
      .disposed(by: bag)
    transmitter.broadcast(4)
    #expect(seen.withLock { $0 } == [20, 30, 40])
  }

  @Test(.deliversInsideTheWrite) @MainActor func keyPathObservation() {
    let model = ReadmeModel()
    var handles = Set<ObservationHandle>()
    var seen: [Int] = []
    model.observe(\.count) { seen.append($0) }.store(in: &handles)
    model.count = 1
    model.count = 2
    #expect(seen == [0, 1, 2])
    handles.removeAll()
    model.count = 3
    #expect(seen == [0, 1, 2])
  }
}
