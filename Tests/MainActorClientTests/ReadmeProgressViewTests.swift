import Foundation
import ObserverModel
import TestSupport
import Testing

/// A complete main-actor client, made checkable: a progress view fed by a worker thread through
/// `.latestOnMainActor` and a log through `.mainActor`, with what it would print recorded.
@MainActor
final class ReadmeProgressView {
  private var subscriptions: [Disposable] = []
  private var lastShown = -1
  private(set) var printed: [String] = []
  private var finished: Waiter?
  private var lineWaiter: (line: String, waiter: Waiter)?

  func bind(progress: Observer<Int>, log: Receiver<String>) {
    progress.observe(on: .latestOnMainActor) { percent in
      self.show(percent)
    }.add(to: &subscriptions)
    log.listen(on: .mainActor) { line in
      self.printed.append(line)
      if let waiter = self.lineWaiter, waiter.line == line {
        self.lineWaiter = nil
        waiter.waiter.resume()
      }
    }.add(to: &subscriptions)
  }

  private func show(_ percent: Int) {
    #expect(percent > lastShown, "never an older value after a newer one")
    lastShown = percent
    printed.append("progress: \(percent)%")
    if percent == 100 { finished?.resume() }
  }

  func waitUntilPrinted(_ line: String) async {
    if printed.contains(line) { return }
    await boundedWait("\"\(line)\" is printed") { lineWaiter = (line, $0) }
  }

  func waitUntilFinished() async {
    if lastShown == 100 { return }
    await boundedWait("100% is shown") { finished = $0 }
  }
}

@Suite(.timeLimit(.minutes(1)))
@MainActor
struct ReadmeProgressViewTests {
  @Test func theWorkerFeedsTheMainActorView() async {
    let progress = Observer(0)
    let (logWriter, log) = Receiver<String>.make()
    let view = ReadmeProgressView()
    view.bind(progress: progress, log: log)
    Thread.detachNewThread {
      logWriter.broadcast("worker started")
      for percent in 1...100 { progress.update(percent) }
    }
    await view.waitUntilFinished()
    await view.waitUntilPrinted("worker started")
    let progressLines = view.printed.filter { $0.hasPrefix("progress:") }
    #expect(progressLines.last == "progress: 100%")
    #expect(progressLines.count <= 101, "latest-only may skip values, never repeat them")
  }
}
