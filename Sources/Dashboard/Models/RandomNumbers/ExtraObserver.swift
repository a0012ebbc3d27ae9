import ObserverModel

/// A second observer of the number thread that the `o` key attaches and detaches, publishing
/// what it has heard.
final class ExtraObserver: RandomNumberObserver, Sendable {
  /// How many numbers it has heard, and the last one.
  struct Heard: Sendable, Equatable {
    var count = 0
    var last: Int?
  }

  /// What it has heard, published on the generating thread.
  let heardValues = Observer(Heard())

  func onRandomNumber(_ randomNumber: Int) {
    heardValues.modify {
      $0.count += 1
      $0.last = randomNumber
    }
  }
}
