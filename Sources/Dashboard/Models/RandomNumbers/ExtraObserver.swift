import ObserverModel

/// A second, optional observer of the random-number thread that the `o` key attaches and
/// detaches, so the observer count and its panel visibly come and go. What it hears is published
/// through ``heardValues``.
final class ExtraObserver: RandomNumberObserver, Sendable {
  /// How many numbers it has heard, and the last one.
  struct Heard: Sendable, Equatable {
    var count = 0
    var last: Int?
  }

  /// What it has heard, published on the generating thread after every number.
  let heardValues = Observer(Heard())

  init() {}

  func onRandomNumber(_ randomNumber: Int) {
    heardValues.modify {
      $0.count += 1
      $0.last = randomNumber
    }
  }

  /// What it has heard so far.
  var heard: Heard { heardValues.value }
}
