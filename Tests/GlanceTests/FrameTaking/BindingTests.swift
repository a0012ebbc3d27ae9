import Foundation
import Glance
import GlanceCore
import GlanceTesting
import Observation
import ObserverModel
import TestSupport
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct BindingTests {
  @Test func anObserverWrittenOnAnotherThreadShowsItsLastValue() async {
    let value = Observer(0)
    let board = Board("Bindings")
    board.panel("value").show(value) { TextWidget(["value \($0)"]) }
    let tester = BoardTester(board)
    await boundedWait("the writer thread to finish") { written in
      Thread {
        for number in 1...1_000 { value.update(number) }
        _ = written.resume()
      }.start()
    }
    await tester.settle()
    #expect(tester.text.contains("value 1000"))
    #expect(board.handoffStatistics.hops <= 1_001)
  }

  @Test func aLogKeepsEveryWaveInOrderUpToItsBound() async {
    let (transmitter, receiver) = Receiver<String>.make(with: .hot)
    let board = Board("Log")
    board.panel("log").log(receiver, keep: 3)
    let tester = BoardTester(board, size: TerminalSize(columns: 40, rows: 12))
    for line in ["one", "two", "three", "four", "five"] { transmitter.broadcast(line) }
    await tester.settle()
    let text = tester.text
    #expect(!text.contains("two"))
    #expect(text.contains("three") && text.contains("four") && text.contains("five"))
    let rows = tester.lines
    let three = rows.firstIndex { $0.contains("three") }
    let five = rows.firstIndex { $0.contains("five") }
    #expect(three != nil && five != nil && three! < five!)
  }

  @Test func theLatestWaveOfAReceiverShows() async {
    let (transmitter, receiver) = Receiver<Int>.make(with: .hot)
    let board = Board("Waves")
    board.panel("wave").show(receiver) { TextWidget(["wave \($0)"]) }
    let tester = BoardTester(board)
    transmitter.broadcast(1)
    transmitter.broadcast(2)
    await tester.settle()
    #expect(tester.text.contains("wave 2"))
  }

  @Test func aKeyPathOfAMainActorModelShowsEachWrite() async {
    let model = Thermostat()
    let board = Board("Key paths")
    board.panel("target").show(model, \.target) { TextWidget(["target \($0)"]) }
    let tester = BoardTester(board)
    #expect(tester.text.contains("target 20"))
    model.target = 23
    // Inside the write in the fast runtime; a turn later, through a task, in the safe one.
    #expect(await tester.settle(until: { tester.text.contains("target 23") }))
  }

  @Test func anAsyncSequenceShowsEachElement() async {
    let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
    let board = Board("Streams")
    board.panel("stream").show(stream) { TextWidget(["element \($0)"]) }
    let tester = BoardTester(board)
    continuation.yield(7)
    await tester.settle()
    #expect(tester.text.contains("element 7"))
    continuation.yield(8)
    continuation.finish()
    await tester.settle()
    #expect(tester.text.contains("element 8"))
  }

  @Test func aFeedShowsWhatAProtocolObserverHears() async {
    let sensor = Sensor()
    let board = Board("Feeds")
    let panel = board.panel("sensor")
    // Protocol-typed observers are held weakly: the program keeps its observer alive.
    let printer = ReadingPrinter(show: panel.feed { TextWidget(["reading \($0)"]) })
    sensor.addObserver(printer)
    let tester = BoardTester(board)
    sensor.report(5)
    sensor.report(6)
    await tester.settle()
    #expect(tester.text.contains("reading 6"))
    withExtendedLifetime(printer) {}
  }

  @Test func stoppingTheBoardEndsItsSubscriptions() async {
    let value = Observer(1)
    let board = Board("Stop")
    board.panel("value").show(value) { TextWidget(["value \($0)"]) }
    let tester = BoardTester(board)
    await tester.settle()
    board.stop()
    value.update(2)
    await tester.settle()
    #expect(tester.text.contains("value 1"))
    #expect(!tester.text.contains("value 2"))
  }
}

/// A main-actor view model, as an app would write one.
@MainActor @Observable
final class Thermostat {
  var target = 20
}

/// A protocol-typed observable, as the seed programs write them.
protocol ReadingObserver: AnyObject {
  func readingChanged(to value: Int)
}

final class Sensor: ObservableThreadSafeClass, @unchecked Sendable {
  func report(_ value: Int) {
    withObservers { (observer: ReadingObserver) in observer.readingChanged(to: value) }
  }
}

final class ReadingPrinter: ReadingObserver {
  let show: @Sendable (Int) -> Void
  init(show: @escaping @Sendable (Int) -> Void) { self.show = show }
  func readingChanged(to value: Int) { show(value) }
}
