import Foundation
import Observation
import ObserverModel
import TestSupport
import Testing

// The code of the article "Delivering on the main actor" (ObserverModel.docc), compiled in this
// Swift 6 client target (no `@Sendable`, no `@unchecked`). ObserverModelTests' `ArticleCodeTests`
// checks that the article shows these snippets verbatim; the tests below run them.

/// A main-actor model for the key-path line of the article.
@MainActor @Observable final class Job {
  var fraction = 0.0
}

/// An observer protocol for the protocol-typed line of the article.
@MainActor protocol ScoreView: AnyObject {
  func refresh()
}

/// A one-thread observable for the protocol-typed line of the article.
final class Game: ObservableClass {}

/// The view that the article's one-line-per-style block binds.
@MainActor
final class StatusView: ScoreView {
  var label = ""
  var lines: [String] = []
  var bar = 0.0 {
    didSet {
      if let waiter = barWaiter, waiter.value == bar {
        barWaiter = nil
        waiter.waiter.resume()
      }
    }
  }
  private var barWaiter: (value: Double, waiter: Waiter)?
  var refreshes = 0
  var subscriptions: [Disposable] = []
  var progress: ObservationHandle?

  func refresh() { refreshes += 1 }

  /// Returns once the key-path subscription has shown `value` (the safe runtime delivers a
  /// key-path change on the next turn, after the write has returned).
  func waitUntilBarShows(_ value: Double) async {
    if bar == value { return }
    await boundedWait("the bar shows \(value)") { barWaiter = (value, $0) }
  }

  func bind(counter: Observer<Int>, events: Receiver<String>, job: Job, game: Game) {
    // snippet: delivering-one-shape-per-style
    subscriptions += [
      counter.observe(on: .latestOnMainActor) { self.label = "\($0)" },  // Observer<Value>
      events.listen(on: .mainActor) { self.lines.append($0) },  // Receiver<Wave>
    ]
    progress = job.observe(\.fraction, on: .latestOnMainActor) { self.bar = $0 }  // key paths
    game.withObservers(on: .mainActor) { (view: ScoreView) in view.refresh() }  // protocol-typed
    // snippet-end
  }
}

// snippet: delivering-worker-feeds-view
@MainActor
final class CountLabel {
  private(set) var text = ""
  private var subscriptions: [Disposable] = []

  func bind(to counter: Observer<Int>) {
    counter.observe(on: .latestOnMainActor) { value in
      self.text = "count: \(value)"
    }.add(to: &subscriptions)
  }
}
// snippet-end

/// The article's program; compiled, never called here (`dispatchMain()` does not return). The
/// tests run the same view under the test runner's main loop instead.
@MainActor
func runCountLabelProgram() -> Never {
  // snippet: delivering-worker-feeds-view
  let counter = Observer(0)
  let view = CountLabel()
  view.bind(to: counter)
  Thread.detachNewThread {
    for value in 1...1_000 { counter.update(value) }
  }
  dispatchMain()
  // snippet-end
}

// snippet: delivering-bridge-from-any-task
/// Follows a main-actor job from any task until it is done.
func progressValues(of job: Job) async -> [Double] {
  var values: [Double] = []
  for await fraction in ObservationBridge({ @MainActor in job.fraction }) {
    values.append(fraction)
    if fraction >= 1 { break }
  }
  return values
}
// snippet-end
