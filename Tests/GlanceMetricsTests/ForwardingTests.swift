import CoreMetrics
import Glance
import GlanceCore
import GlanceMetrics
import GlanceTesting
import ObserverModel
import Testing

/// `BoardMetricsFactory(forwardingTo:)`: every kind of metric is made downstream too, every
/// write reaches the downstream handler exactly as it was made, and a destroy removes the metric
/// from the board and destroys the downstream handler.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct ForwardingTests {
  @Test func everyKindForwardsEveryWrite() async throws {
    let downstream = RecordingFactory()
    let factory = BoardMetricsFactory(forwardingTo: downstream)
    let shown = MetricsBoard(factory)
    let tester = BoardTester(shown.board, size: TerminalSize(columns: 100, rows: 12))

    let counter = Counter(label: "requests", dimensions: [("status", "200")], factory: factory)
    counter.increment(by: 3)
    counter.reset()
    counter.increment(by: 2)
    let bytes = FloatingPointCounter(label: "bytes", factory: factory)
    bytes.increment(by: 1.5)
    bytes.reset()
    bytes.increment(by: 0.25)
    let meter = Meter(label: "connections", factory: factory)
    meter.set(Int64(4))
    meter.set(2.5)
    meter.increment(by: 1)
    meter.decrement(by: 0.5)
    let recorder = Recorder(label: "size", factory: factory)
    recorder.record(Int64(7))
    recorder.record(1.5)
    let gauge = Gauge(label: "depth", factory: factory)
    gauge.record(12)
    let timer = Timer(label: "latency", preferredDisplayUnit: .milliseconds, factory: factory)
    timer.recordNanoseconds(1_200)

    #expect(
      downstream.calls == [
        "make counter requests [status=200]", "counter requests increment 3",
        "counter requests reset", "counter requests increment 2",
        "make floatingPointCounter bytes []", "floatingPointCounter bytes increment 1.5",
        "floatingPointCounter bytes reset", "floatingPointCounter bytes increment 0.25",
        "make meter connections []", "meter connections set 4", "meter connections set 2.5",
        "meter connections increment 1.0", "meter connections decrement 0.5",
        "make recorder size [] aggregate", "recorder size record 7", "recorder size record 1.5",
        "make recorder depth []", "recorder depth record 12", "make timer latency []",
        "timer latency unit 1000000ns", "timer latency nanoseconds 1200",
      ])

    // The board got the same writes.
    await tester.settle()
    let name = MetricName(.counter, label: "requests", dimensions: [("status", "200")])
    guard case .count(let total, _)? = shown.value(of: name),
      case .floatingPointCount(let bytesTotal, _)? = shown.value(
        of: MetricName(.floatingPointCounter, label: "bytes")),
      case .value(let connections, _)? = shown.value(of: MetricName(.meter, label: "connections")),
      case .distribution(let sizes)? = shown.value(of: MetricName(.recorder, label: "size")),
      case .value(let depth, _)? = shown.value(of: MetricName(.gauge, label: "depth")),
      case .distribution(let latencies)? = shown.value(of: MetricName(.timer, label: "latency"))
    else {
      Issue.record("rows missing: \(shown.names)")
      return
    }
    #expect(total == 2)
    #expect(bytesTotal == 0.25)
    #expect(connections == 3)
    #expect(sizes.count == 2)
    #expect(depth == 12)
    #expect(latencies.count == 1)

    // A destroy removes the board's row and destroys the handler downstream.
    downstream.calls = []
    counter.destroy()
    bytes.destroy()
    meter.destroy()
    recorder.destroy()
    gauge.destroy()
    timer.destroy()
    #expect(
      downstream.calls == [
        "destroy counter requests", "destroy floatingPointCounter bytes",
        "destroy meter connections", "destroy recorder size", "destroy recorder depth",
        "destroy timer latency",
      ])
    await tester.settle()
    #expect(shown.names.isEmpty)
    #expect(factory.names.isEmpty)
  }

  @Test func withoutDownstreamTheFactoryReturnsTheBoardsOwnMetrics() {
    let factory = BoardMetricsFactory()
    #expect(factory.downstream == nil)
    let handler = factory.makeCounter(label: "requests", dimensions: [])
    #expect(handler === factory.makeCounter(label: "requests", dimensions: []))
    factory.destroyCounter(handler)
    #expect(factory.names.isEmpty)
  }
}

/// A downstream factory that logs every call its handlers get, in order.
private final class RecordingFactory: MetricsFactory {
  private let log = Lock<[String]>([])

  var calls: [String] {
    get { log.withLock { $0 } }
    set { log.withLock { $0 = newValue } }
  }

  func note(_ call: String) { log.withLock { $0.append(call) } }

  private func made(_ kind: String, _ label: String, _ dimensions: [(String, String)]) -> Handler {
    let shown = dimensions.map { "\($0.0)=\($0.1)" }.joined(separator: ",")
    note("make \(kind) \(label) [\(shown)]")
    return Handler(kind: kind, label: label, factory: self)
  }

  func makeCounter(label: String, dimensions: [(String, String)]) -> CounterHandler {
    made("counter", label, dimensions)
  }

  func makeFloatingPointCounter(
    label: String, dimensions: [(String, String)]
  ) -> FloatingPointCounterHandler {
    made("floatingPointCounter", label, dimensions)
  }

  func makeMeter(label: String, dimensions: [(String, String)]) -> MeterHandler {
    made("meter", label, dimensions)
  }

  func makeRecorder(
    label: String, dimensions: [(String, String)], aggregate: Bool
  ) -> RecorderHandler {
    let handler = made("recorder", label, dimensions)
    if aggregate { log.withLock { $0[$0.count - 1] += " aggregate" } }
    return handler
  }

  func makeTimer(label: String, dimensions: [(String, String)]) -> TimerHandler {
    made("timer", label, dimensions)
  }

  func destroyCounter(_ handler: CounterHandler) { destroyed(handler) }
  func destroyFloatingPointCounter(_ handler: FloatingPointCounterHandler) { destroyed(handler) }
  func destroyMeter(_ handler: MeterHandler) { destroyed(handler) }
  func destroyRecorder(_ handler: RecorderHandler) { destroyed(handler) }
  func destroyTimer(_ handler: TimerHandler) { destroyed(handler) }

  private func destroyed(_ handler: AnyObject) {
    guard let handler = handler as? Handler else {
      note("destroy of a handler this factory did not make")
      return
    }
    note("destroy \(handler.kind) \(handler.label)")
  }

  /// One handler for every kind, logging each call with its kind and label.
  final class Handler: CounterHandler, FloatingPointCounterHandler, MeterHandler,
    RecorderHandler, TimerHandler
  {
    let kind: String
    let label: String
    let factory: RecordingFactory

    init(kind: String, label: String, factory: RecordingFactory) {
      self.kind = kind
      self.label = label
      self.factory = factory
    }

    private func note(_ call: String) { factory.note("\(kind) \(label) \(call)") }

    func increment(by amount: Int64) { note("increment \(amount)") }
    func increment(by amount: Double) { note("increment \(amount)") }
    func decrement(by amount: Double) { note("decrement \(amount)") }
    func reset() { note("reset") }
    func set(_ value: Int64) { note("set \(value)") }
    func set(_ value: Double) { note("set \(value)") }
    func record(_ value: Int64) { note("record \(value)") }
    func record(_ value: Double) { note("record \(value)") }
    func recordNanoseconds(_ duration: Int64) { note("nanoseconds \(duration)") }
    func preferDisplayUnit(_ unit: TimeUnit) { note("unit \(unit.scaleFromNanoseconds)ns") }
  }
}
